import { Anchor, Breadcrumbs, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { DELETE_RESOURCE, MOVE_RESOURCE, RESOURCE_SECTION, type ResourceItem } from './documents';
import { ManageMenu } from './ManageMenu';
import { ResourceDialog } from './ResourceDialog';
import { ResourceRow } from './ResourceRow';
import { NotReady, useAttempt, useRemoval } from './libraryState';

/** "Resources › section": the way back to the library. */
export function LibraryCrumbs({ current }: { current: string }) {
  const { t } = useTranslation('resources');
  return (
    <Breadcrumbs separator="›" aria-label={t('breadcrumbs')} styles={{ breadcrumb: { minWidth: 0, overflowWrap: 'anywhere' } }}>
      <Anchor component={Link} to="/resources" size="sm">
        {t('title')}
      </Anchor>
      <Text size="sm" c="dimmed" aria-current="page">
        {current}
      </Text>
    </Breadcrumbs>
  );
}

/**
 * /resources/section/:id/* (D-582): one section's resources in order — links, files and pages. Staff add, change,
 * order and remove them here. A section the viewer may not see is answered as not found.
 */
export function ResourceSectionPage() {
  const { t } = useTranslation('resources');
  const { id = '' } = useParams();
  const { data, error } = useQuery(RESOURCE_SECTION, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<ResourceItem | 'new' | null>(null);
  const [move] = useMutation(MOVE_RESOURCE);
  const [remove, { loading: removingNow }] = useMutation(DELETE_RESOURCE, { refetchQueries: ['ResourceSection', 'ResourceLibrary'] });
  const attempt = useAttempt();
  const removal = useRemoval<ResourceItem>((resourceId) => remove({ variables: { id: resourceId } }), (title) => t('resource.deleted', { title }));
  const section = data?.resourceSection;
  const manager = section?.viewerCanManage === true;

  if (!section) return <NotReady error={error} testId="resource-section-error" maw={880} back={<LibraryCrumbs current={t('section.unknown')} />} />;

  const items = section.resources;
  return (
    <Stack gap="lg" maw={880} w="100%" data-testid="resource-section-page">
      <LibraryCrumbs current={section.title} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {section.title}
          </Title>
          {section.description ? (
            <Text c="dimmed" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {section.description}
            </Text>
          ) : null}
        </Stack>
        {manager ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')} data-testid="resource-new" data-action="createResource">
            {t('resource.new')}
          </Button>
        ) : null}
      </Group>
      {items.length === 0 ? (
        <Paper withBorder radius="md" p="xl" data-testid="resource-section-empty">
          <Text c="dimmed" ta="center">
            {manager ? t('section.emptyStaff') : t('section.empty')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('section.listLabel', { title: section.title })}>
          {items.map((resource, index) => (
            <ResourceRow
              key={resource._id}
              resource={resource}
              menu={
                manager ? (
                  <ManageMenu
                    label={t('resource.actions', { title: resource.title })}
                    first={index === 0}
                    last={index === items.length - 1}
                    actions={{ update: 'updateResource', move: 'moveResource', remove: 'deleteResource' }}
                    onEdit={() => setEditing(resource)}
                    onMove={(offset) => void attempt(() => move({ variables: { id: resource._id, offset } }))}
                    onDelete={() => removal.ask(resource)}
                    testId="resource-menu"
                  />
                ) : undefined
              }
            />
          ))}
        </Stack>
      )}
      {manager ? (
        <ResourceDialog
          key={editing === 'new' ? 'new' : (editing?._id ?? 'closed')}
          sectionId={section._id}
          resource={editing === 'new' ? null : editing}
          opened={editing !== null}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDeleteModal
        opened={removal.removing !== null}
        title={t('resource.deleteTitle')}
        message={t('resource.deleteConfirm', { title: removal.removing?.title ?? '' })}
        cancelLabel={t('cancel')}
        confirmLabel={t('delete')}
        loading={removingNow}
        onConfirm={removal.confirm}
        onClose={removal.close}
        testId="resource-delete-confirm"
      />
    </Stack>
  );
}

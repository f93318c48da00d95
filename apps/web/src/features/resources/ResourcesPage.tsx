import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFolder, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { DELETE_RESOURCE_SECTION, MOVE_RESOURCE_SECTION, RESOURCE_LIBRARY, type ResourceLibrary, type ResourceSectionSummary } from './documents';
import { ManageMenu } from './ManageMenu';
import { ResourceRow } from './ResourceRow';
import { SectionDialog } from './SectionDialog';
import { NotReady, useAttempt, useRemoval } from './libraryState';
import { sectionPath } from './paths';

/** Who a section is kept for, as staff see it on its card. */
function AudienceBadge({ section, library }: { section: ResourceSectionSummary; library: ResourceLibrary }) {
  const { t } = useTranslation('resources');
  if (!library.viewerCanManage) return null;
  if (section.audienceRoleIds.length === 0) return null;
  const names = section.audienceRoleIds.map((id) => library.roleOptions.find((r) => r.value === id)?.label ?? '?');
  return (
    <Badge variant="light" color="orange" size="sm" style={{ maxWidth: '100%' }} title={names.join(', ')} data-testid="resource-section-audience-badge">
      {t('section.onlyFor', { roles: names.join(', ') })}
    </Badge>
  );
}

function SectionCard({ section, library, index, onEdit, onMove, onDelete }: { section: ResourceSectionSummary; library: ResourceLibrary; index: number; onEdit: () => void; onMove: (offset: -1 | 1) => void; onDelete: () => void }) {
  const { t } = useTranslation('resources');
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="resource-section-card">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFolder size={22} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-primary-color-filled)' }} />
            <Anchor component={Link} to={sectionPath(section)} fw={600} size="lg" style={{ overflowWrap: 'anywhere' }} data-testid="resource-section-link">
              {section.title}
            </Anchor>
          </Group>
          {library.viewerCanManage ? (
            <ManageMenu
              label={t('section.actions', { title: section.title })}
              first={index === 0}
              last={index === library.sections.length - 1}
              actions={{ update: 'updateResourceSection', move: 'moveResourceSection', remove: 'deleteResourceSection' }}
              onEdit={onEdit}
              onMove={onMove}
              onDelete={onDelete}
              testId="resource-section-menu"
            />
          ) : null}
        </Group>
        {section.description ? (
          <Text size="sm" c="dimmed" dir="auto" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {section.description}
          </Text>
        ) : null}
        <Group gap="xs" mt="auto">
          <Text size="sm" c="dimmed" data-testid="resource-section-count">
            {t('section.count', { count: section.resourceCount })}
          </Text>
          <AudienceBadge section={section} library={library} />
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * /resources (D-582): the organisation's resource library — its sections as cards, and a search across every resource
 * the viewer may see. Staff add, change, order and remove sections here.
 */
export function ResourcesPage() {
  const { t } = useTranslation('resources');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data, previousData, error } = useQuery(RESOURCE_LIBRARY, { variables: { search: debounced || null }, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<ResourceSectionSummary | 'new' | null>(null);
  const [move] = useMutation(MOVE_RESOURCE_SECTION, { refetchQueries: ['ResourceLibrary'] });
  const [remove, { loading: removingNow }] = useMutation(DELETE_RESOURCE_SECTION, { refetchQueries: ['ResourceLibrary'] });
  const attempt = useAttempt();
  const removal = useRemoval<ResourceSectionSummary>((sectionId) => remove({ variables: { id: sectionId } }), (title) => t('section.deleted', { title }));
  const library = (data ?? previousData)?.resourceLibrary;

  let content;
  if (!library) {
    content = <NotReady error={error} testId="resources-error" />;
  } else if (debounced) {
    content = (
      <Stack gap="sm" component="section" aria-labelledby="resources-results-title" data-testid="resources-results">
        <Title order={2} size="h4" id="resources-results-title">
          {t('search.results', { count: library.results.length })}
        </Title>
        {library.results.length === 0 ? (
          <Text c="dimmed" data-testid="resources-no-results">
            {t('search.none', { search: debounced })}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {library.results.map((resource) => (
              <ResourceRow key={resource._id} resource={resource} showSection />
            ))}
          </Stack>
        )}
      </Stack>
    );
  } else if (library.sections.length === 0) {
    content = (
      <Paper withBorder radius="md" p="xl" data-testid="resources-empty">
        <Stack align="center" gap="xs">
          <IconFolder size={40} aria-hidden style={{ opacity: 0.5 }} />
          <Text fw={600}>{t('empty.title')}</Text>
          <Text c="dimmed" ta="center">
            {library.viewerCanManage ? t('empty.staff') : t('empty.member')}
          </Text>
        </Stack>
      </Paper>
    );
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="resource-sections">
        {library.sections.map((section, index) => (
          <SectionCard
            key={section._id}
            section={section}
            library={library}
            index={index}
            onEdit={() => setEditing(section)}
            onMove={(offset) => void attempt(() => move({ variables: { id: section._id, offset } }))}
            onDelete={() => removal.ask(section)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="lg" w="100%" data-testid="resources-page">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 280px' }}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        {library?.viewerCanManage ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')} data-testid="resource-section-new" data-action="createResourceSection">
            {t('section.new')}
          </Button>
        ) : null}
      </Group>
      <TextInput
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={100}
        maw={480}
        data-testid="resources-search"
      />
      {content}
      {library?.viewerCanManage ? (
        <SectionDialog
          key={editing === 'new' ? 'new' : (editing?._id ?? 'closed')}
          opened={editing !== null}
          section={editing === 'new' ? null : editing}
          audienceEditable={library.audienceEditable}
          roleOptions={library.roleOptions}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDeleteModal
        opened={removal.removing !== null}
        title={t('section.deleteTitle')}
        message={t('section.deleteConfirm', { title: removal.removing?.title ?? '', count: removal.removing?.resourceCount ?? 0 })}
        cancelLabel={t('cancel')}
        confirmLabel={t('delete')}
        loading={removingNow}
        onConfirm={removal.confirm}
        onClose={removal.close}
        testId="resource-section-delete-confirm"
      />
    </Stack>
  );
}

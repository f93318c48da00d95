import { Anchor, Breadcrumbs, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconDownload, IconExternalLink, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LinkifiedText } from '../../components/LinkifiedText';
import { formatFull } from '../notifications';
import { RESOURCE } from './documents';
import { ResourceDialog } from './ResourceDialog';
import { NotReady } from './libraryState';
import { sectionPath } from './paths';

/**
 * /resources/internal/:id (D-582): one resource on its own page — a page's text to read, or a link or file to open.
 * Staff change it from here. A resource of a section the viewer may not see is answered as not found.
 */
export function ResourcePage() {
  const { t, i18n } = useTranslation('resources');
  const { id = '' } = useParams();
  const { data, error } = useQuery(RESOURCE, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState(false);
  const resource = data?.resource;

  if (!resource) {
    const back = (
      <Anchor component={Link} to="/resources" size="sm">
        {t('backToLibrary')}
      </Anchor>
    );
    return <NotReady error={error} testId="resource-error" maw={760} back={back} />;
  }

  return (
    <Stack gap="lg" maw={760} w="100%" data-testid="resource-page">
      <Breadcrumbs separator="›" aria-label={t('breadcrumbs')} styles={{ breadcrumb: { minWidth: 0, overflowWrap: 'anywhere' } }}>
        <Anchor component={Link} to="/resources" size="sm">
          {t('title')}
        </Anchor>
        <Anchor component={Link} to={sectionPath({ _id: resource.sectionId, title: resource.sectionTitle })} size="sm">
          {resource.sectionTitle}
        </Anchor>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {resource.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('updated', { when: formatFull(resource.updatedAt, i18n.language) })}
          </Text>
        </Stack>
        {resource.viewerCanManage ? (
          <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)} data-testid="resource-edit" data-action="updateResource">
            {t('edit')}
          </Button>
        ) : null}
      </Group>
      {resource.description ? (
        <Text c="dimmed" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {resource.description}
        </Text>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {resource.kind === 'page' ? <LinkifiedText testId="resource-body" text={resource.body ?? ''} /> : null}
        {resource.kind === 'link' && resource.url ? (
          <Button component="a" href={resource.url} target="_blank" rel="noopener noreferrer" rightSection={<IconExternalLink size={16} aria-hidden />} data-testid="resource-open">
            {t('openLink')}
          </Button>
        ) : null}
        {resource.kind === 'file' && resource.file ? (
          <Button component="a" href={resource.file.url} download={resource.file.name} leftSection={<IconDownload size={16} aria-hidden />} data-testid="resource-open">
            {t('download', { name: resource.file.name })}
          </Button>
        ) : null}
      </Paper>
      {resource.viewerCanManage ? <ResourceDialog key={resource._id} sectionId={resource.sectionId} resource={resource} opened={editing} onClose={() => setEditing(false)} /> : null}
    </Stack>
  );
}

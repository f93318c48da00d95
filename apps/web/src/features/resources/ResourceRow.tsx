import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatFileSize } from '../startup-file';
import type { ResourceItem } from './documents';
import { ResourceKindIcon } from './ResourceKindIcon';
import { hostOf, pagePath, sectionPath } from './paths';

/** Where a resource leads: a link opens in a new tab, a file downloads, a page opens here. */
function ResourceTitle({ resource }: { resource: ResourceItem }) {
  const { t } = useTranslation('resources');
  const common = { fw: 600, size: 'md', style: { overflowWrap: 'anywhere' as const }, 'data-testid': 'resource-open' };
  if (resource.kind === 'link' && resource.url) {
    return (
      <Anchor href={resource.url} target="_blank" rel="noopener noreferrer" {...common}>
        {resource.title}
        <IconExternalLink size={14} aria-label={t('opensInNewTab')} style={{ marginInlineStart: 4, verticalAlign: 'middle' }} />
      </Anchor>
    );
  }
  if (resource.kind === 'file' && resource.file) {
    return (
      <Anchor href={resource.file.url} download={resource.file.name} {...common}>
        {resource.title}
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to={pagePath(resource)} {...common}>
      {resource.title}
    </Anchor>
  );
}

/** One resource in a list: its kind, title (the way in), description and where it points; staff's menu at the end. */
export function ResourceRow({ resource, showSection = false, menu }: { resource: ResourceItem; showSection?: boolean; menu?: ReactNode }) {
  const { t, i18n } = useTranslation('resources');
  let detail: string | null = null;
  if (resource.kind === 'link' && resource.url) detail = hostOf(resource.url);
  if (resource.kind === 'file' && resource.file) detail = `${resource.file.name} · ${formatFileSize(resource.file.sizeBytes, i18n.language)}`;
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="resource-row" data-kind={resource.kind}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ResourceKindIcon kind={resource.kind} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <ResourceTitle resource={resource} />
            <Badge variant="light" color="gray" size="sm">
              {t(`kinds.${resource.kind}`)}
            </Badge>
          </Group>
          {resource.description ? (
            <Text size="sm" c="dimmed" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {resource.description}
            </Text>
          ) : null}
          {detail ? (
            <Text size="xs" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {detail}
            </Text>
          ) : null}
          {showSection ? (
            <Text size="xs" c="dimmed">
              {t('inSection')}{' '}
              <Anchor component={Link} to={sectionPath({ _id: resource.sectionId, title: resource.sectionTitle })} size="xs">
                {resource.sectionTitle}
              </Anchor>
            </Text>
          ) : null}
        </Stack>
        {menu}
      </Group>
    </Paper>
  );
}

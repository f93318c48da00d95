import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { EMAIL_AUDIENCE_PREVIEW, type EmailAudienceInput } from './documents';

export function isEmptyAudience(audience: EmailAudienceInput): boolean {
  return audience.roleIds.length === 0 && audience.programIds.length === 0 && audience.userIds.length === 0 && (audience.tagIds ?? []).length === 0;
}

/** The preview the send confirmation names too: how many people the audience reaches, as the server counts them. */
export function useAudienceCount(audience: EmailAudienceInput) {
  // Asked once the picking pauses, not at every click; the key keeps the same audience from being asked twice.
  const [settled] = useDebouncedValue(JSON.stringify(audience), 300);
  const empty = isEmptyAudience(audience);
  const { data, previousData, loading, error } = useQuery(EMAIL_AUDIENCE_PREVIEW, {
    variables: { audience: JSON.parse(settled) as EmailAudienceInput },
    skip: empty,
    fetchPolicy: 'cache-and-network',
  });
  const preview = empty ? { count: 0, sample: [] } : (data ?? previousData)?.emailAudiencePreview;
  const stale = !empty && (loading || settled !== JSON.stringify(audience));
  return { preview, stale, error: empty ? undefined : error };
}

/** "12 recipients: Ana Lima, Ben Okafor… and 10 more", live as the audience changes. */
export function AudiencePreview({ audience, error }: { audience: EmailAudienceInput; error?: string }) {
  const { t } = useTranslation('emails');
  const { preview, stale, error: previewError } = useAudienceCount(audience);
  const names = preview?.sample.map((person) => person.fullName) ?? [];
  const more = preview ? Math.max(0, preview.count - names.length) : 0;
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)" data-testid="audience-preview" aria-live="polite" aria-busy={stale}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
          <IconUsers size={18} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          {preview ? (
            <Text fw={600} data-testid="audience-count" data-count={preview.count}>
              {t('audience.count', { count: preview.count })}
            </Text>
          ) : previewError ? (
            <Text c="red" size="sm" data-testid="audience-preview-error">
              {t('audience.previewError')}
            </Text>
          ) : (
            <LoadingIndicator size="xs" label={t('audience.counting')} />
          )}
          {preview && preview.count === 0 ? (
            <Text size="sm" c="dimmed">
              {isEmptyAudience(audience) ? t('audience.nobodyPicked') : t('audience.nobodyMatches')}
            </Text>
          ) : null}
          {names.length > 0 ? (
            <Text size="sm" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }} data-testid="audience-sample">
              {more > 0 ? t('audience.sampleMore', { names: names.join(', '), count: more }) : names.join(', ')}
            </Text>
          ) : null}
          {error ? (
            <Text size="sm" c="red" data-testid="audience-error">
              {error}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConflictSource } from './documents';

/** Why an application is withheld: the source in the viewer's language, and the reason typed when it was declared. */
export function ConflictReason({ source, reason }: { source: ConflictSource | null; reason: string | null }) {
  const { t } = useTranslation('applicationsReview');
  if (!source) return null;
  const declared = source === 'declared_self' || source === 'declared_staff';
  return (
    <Text size="sm" c="dimmed" data-testid="conflict-reason" style={{ overflowWrap: 'anywhere' }}>
      {t(`conflictSources.${source}`)}
      {declared && reason ? <>: <bdi>{reason}</bdi></> : null}
    </Text>
  );
}

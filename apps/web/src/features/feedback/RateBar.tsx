import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "answered / sent" with a bar: the response rate of a request. */
export function RateBar({ answered, sent, rate }: { answered: number; sent: number; rate: number }) {
  const { t, i18n } = useTranslation('feedback');
  const percent = new Intl.NumberFormat(i18n.language.replace('_', '-'), { style: 'percent', maximumFractionDigits: 0 }).format(rate);
  return (
    <Group gap="xs" wrap="nowrap" miw={140}>
      <Progress value={rate * 100} w={64} size="sm" aria-hidden />
      <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="response-rate">
        {percent}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('rate.ratio', { answered, sent })}
      </Text>
    </Group>
  );
}

/** How the audience was chosen, e.g. "2 programs · 3 startups" (numbers, so no plural forms are needed). */
export function audienceParts(audience: { programIds: string[]; tagIds: string[]; startupIds: string[]; userIds: string[] }): Array<{ key: 'programs' | 'tags' | 'startups' | 'people'; size: number }> {
  const parts = [
    { key: 'programs' as const, size: audience.programIds.length },
    { key: 'tags' as const, size: audience.tagIds.length },
    { key: 'startups' as const, size: audience.startupIds.length },
    { key: 'people' as const, size: audience.userIds.length },
  ];
  return parts.filter((part) => part.size > 0);
}

export function AudienceText({ audience }: { audience: Parameters<typeof audienceParts>[0] }) {
  const { t } = useTranslation('feedback');
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {audienceParts(audience)
        .map((part) => t(`audience.${part.key}`, { size: part.size }))
        .join(' · ')}
    </Text>
  );
}

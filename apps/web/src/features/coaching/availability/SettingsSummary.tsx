import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { duration } from '../format';
import type { HostSettings } from './documents';

/** The host's booking settings at a glance, with the way to /account/settings/coaching. */
export function SettingsSummary({ settings, hostId }: { settings: HostSettings; hostId: string | null }) {
  const { t, i18n } = useTranslation('coaching');
  const lang = i18n.language;
  const limit = (value: number | null) => (value === null ? t('availability.summary.noLimit') : new Intl.NumberFormat(lang.replace('_', '-')).format(value));
  const rows: [string, string][] = [
    [t('settings.slotMinutes'), duration(settings.slotMinutes, lang)],
    [t('settings.minNotice'), duration(settings.minNoticeMinutes, lang)],
    [t('availability.summary.buffers'), `${duration(settings.bufferBeforeMinutes, lang)} / ${duration(settings.bufferAfterMinutes, lang)}`],
    [t('settings.horizonDays'), settings.horizonDays === null ? t('availability.summary.noLimit') : duration(settings.horizonDays * 1440, lang)],
    [t('settings.maxSessionsPerDay'), limit(settings.maxSessionsPerDay)],
    [t('settings.maxSessionsPerStartup'), settings.maxSessionsPerStartup === null ? limit(null) : `${limit(settings.maxSessionsPerStartup)} / ${t(`settings.periods.${settings.startupLimitPeriod}`)}`],
  ];
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="settings-summary">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4">
            {t('availability.summary.title')}
          </Title>
          <Anchor component={Link} to={hostId ? `/account/settings/coaching?host=${hostId}` : '/account/settings/coaching'} size="sm">
            {t('availability.summary.edit')}
          </Anchor>
        </Group>
        {!settings.saved ? (
          <Text size="sm" c="dimmed">
            {t('availability.summary.defaults')}
          </Text>
        ) : null}
        <Stack gap={6} component="dl" m={0}>
          {rows.map(([label, value]) => (
            <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" fw={500} m={0} ta="end">
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

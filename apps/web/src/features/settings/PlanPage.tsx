import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Switch, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { FEATURE_FLAG_GROUPS, PLAN_FEATURES, planFeatureState, type FeatureState } from '@hatchery/domain';
import { IconCheck, IconLock, IconPlayerPause, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../app/incubator/TenantContext';
import { PLAN, SET_FEATURE_FLAG, type AvailableFlag } from './documents';
import { SettingsPage, useSaveAlerts } from './settingsUi';

const STATE_ICON: Record<FeatureState, typeof IconLock> = { locked: IconLock, off: IconPlayerPause, on: IconCheck };
const STATE_COLOR: Record<FeatureState, string> = { locked: 'gray', off: 'yellow', on: 'teal' };

/** A flag's label and one-line description in the user's language (namespace "flags"); the raw name if none. */
function useFlagText(): { label: (name: string) => string; description: (name: string) => string } {
  const { t } = useTranslation();
  return {
    label: (name) => t(`${name}.label`, { ns: 'flags', defaultValue: name }),
    description: (name) => t(`${name}.description`, { ns: 'flags', defaultValue: '' }),
  };
}

function FlagRow({ flag, onChange, busy }: { flag: AvailableFlag; onChange: (next: { enabled: boolean; activated: boolean }) => void; busy: boolean }) {
  const { t } = useTranslation();
  const text = useFlagText();
  const label = text.label(flag.name);
  const description = text.description(flag.name);
  return (
    <Group justify="space-between" wrap="nowrap" py={8} data-testid={`flag-${flag.name}`} data-state={!flag.enabled ? 'locked' : flag.activated ? 'on' : 'off'}>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          {!flag.enabled ? <IconLock size={14} aria-hidden color="var(--mantine-color-dimmed)" /> : null}
          <Text fw={500} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid={`flag-${flag.name}-label`}>{label}</Text>
          {flag.type === 'integration' ? <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>{t('adminSettings.plan.integration')}</Badge> : null}
        </Group>
        {description ? <Text size="xs" c="dimmed">{description}</Text> : null}
        {/* The raw flag name, for admins and support. */}
        <Text size="xs" c="dimmed" ff="monospace" dir="ltr" style={{ overflowWrap: 'anywhere' }}>{flag.name}</Text>
        {!flag.enabled ? <Text size="xs" c="dimmed">{t('shell.locked')}</Text> : null}
      </Stack>
      <Group gap="md" wrap="nowrap" style={{ flexShrink: 0 }}>
        <Switch
          size="sm"
          styles={{ label: { whiteSpace: 'nowrap' } }}
          label={t('adminSettings.plan.enabled')}
          checked={flag.enabled}
          disabled={busy}
          onChange={(e) => onChange({ enabled: e.currentTarget.checked, activated: e.currentTarget.checked && flag.activated })}
          aria-label={t('adminSettings.plan.enabledNamed', { name: label })}
          data-testid={`flag-${flag.name}-enabled`}
          data-action="setFeatureFlag"
        />
        <Switch
          size="sm"
          styles={{ label: { whiteSpace: 'nowrap' } }}
          label={t('adminSettings.plan.activated')}
          checked={flag.activated}
          disabled={busy || !flag.enabled}
          onChange={(e) => onChange({ enabled: flag.enabled, activated: e.currentTarget.checked })}
          aria-label={t('adminSettings.plan.activatedNamed', { name: label })}
          data-testid={`flag-${flag.name}-activated`}
          data-action="setFeatureFlag"
        />
      </Group>
    </Group>
  );
}

export function PlanPage() {
  const { t } = useTranslation();
  const { refresh } = useTenant();
  const { saved, failed } = useSaveAlerts();
  const { data } = useQuery(PLAN, { fetchPolicy: 'cache-and-network' });
  const [setFlag, { loading }] = useMutation(SET_FEATURE_FLAG, { refetchQueries: [{ query: PLAN }], awaitRefetchQueries: true });
  const flags = data?.availableFeatureFlags ?? [];
  const byName = new Map(flags.map((flag) => [flag.name, flag]));
  const change = async (name: string, next: { enabled: boolean; activated: boolean }) => {
    try {
      await setFlag({ variables: { name, ...next } });
      saved();
      void refresh();
    } catch (error) {
      failed(error);
    }
  };
  const plan = data?.incubatorSettings.planInfo;
  return (
    <SettingsPage section="plan" description={t('adminSettings.plan.intro')}>
      {!data ? (
        <Skeleton height={400} radius="lg" />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Card withBorder radius="lg" padding="lg">
              <Text size="sm" c="dimmed">{t('adminSettings.plan.name')}</Text>
              <Title order={2} size="h3" data-testid="plan-name">{plan?.name ?? t('adminSettings.plan.noName')}</Title>
            </Card>
            <Card withBorder radius="lg" padding="lg">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size="lg" radius="md"><IconUsers size={20} /></ThemeIcon>
                <Stack gap={0}>
                  <Text size="sm" c="dimmed">{t('adminSettings.plan.employeeLimit')}</Text>
                  <Title order={2} size="h3">{plan?.employeeCountLimit ?? t('adminSettings.plan.unlimited')}</Title>
                </Stack>
              </Group>
            </Card>
          </SimpleGrid>

          <Card withBorder radius="lg" padding="lg">
            <Title order={2} size="h4" mb="sm">{t('adminSettings.plan.planFeatures')}</Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              {PLAN_FEATURES.map((feature) => {
                const state = planFeatureState(flags, feature);
                const Icon = STATE_ICON[state];
                const item = (
                  <Group key={feature} gap="xs" wrap="nowrap" data-testid={`plan-feature-${feature}`} data-state={state}>
                    <ThemeIcon size="sm" radius="xl" variant="light" color={STATE_COLOR[state]}><Icon size={12} /></ThemeIcon>
                    <Text size="sm" c={state === 'locked' ? 'dimmed' : undefined}>{t(`adminSettings.plan.features.${feature}`)}</Text>
                  </Group>
                );
                return state === 'locked' ? <Tooltip key={feature} label={t('shell.locked')}>{item}</Tooltip> : item;
              })}
            </SimpleGrid>
          </Card>

          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            {FEATURE_FLAG_GROUPS.map((group) => (
              <Card key={group.key} withBorder radius="lg" padding="lg">
                <Title order={2} size="h5" mb="xs">{t(`adminSettings.plan.groups.${group.key}`)}</Title>
                <Stack gap={0}>
                  {group.flags.map((name) => {
                    const flag = byName.get(name);
                    return flag ? <FlagRow key={name} flag={flag} busy={loading} onChange={(next) => void change(name, next)} /> : null;
                  })}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </SettingsPage>
  );
}

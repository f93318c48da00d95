import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { settingsMessageKey } from '@hatchery/domain';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { alerts } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import classes from './SettingsNav.module.css';
import { useScrollEdges } from './useScrollEdges';

// Every page under /admin/configuration shares one header and tab strip (D-93), users to metrics included.
export const SETTINGS_SECTIONS = ['general', 'domain', 'branding', 'metadata', 'industries', 'users', 'roles', 'permissions', 'metrics', 'coaching-evaluations', 'plan', 'logs'] as const;
export type SettingsSectionKey = (typeof SETTINGS_SECTIONS)[number];
const BASE = '/admin/configuration';

/** The section tabs: one place to move between the organisation's settings. */
function SettingsNav() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = SETTINGS_SECTIONS.find((section) => pathname.startsWith(`${BASE}/${section}`)) ?? null;
  const strip = useScrollEdges<HTMLDivElement>();
  // The current tab in view: on a phone the later sections start off screen.
  useEffect(() => {
    strip.ref.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current, strip.ref]);
  return (
    <Tabs value={current} onChange={(value) => value && void navigate(`${BASE}/${value}`)} variant="outline" radius="md">
      <Tabs.List
        ref={strip.ref}
        className={classes.list}
        data-more-start={strip.moreStart}
        data-more-end={strip.moreEnd}
        data-testid="settings-tabs"
      >
        {SETTINGS_SECTIONS.map((section) => (
          <Tabs.Tab key={section} value={section} data-testid={`settings-tab-${section}`}>
            {t(`settings.${section}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

interface SettingsHeaderProps {
  section: SettingsSectionKey;
  description: string;
  /** The page's own title when it differs from the tab's name. */
  title?: string;
  actions?: ReactNode;
}

/** "Organisation settings", the page's title, what it is for, and the tab strip to the other settings pages. */
export function SettingsHeader({ section, description, title, actions }: SettingsHeaderProps) {
  const { t } = useTranslation('pages');
  return (
    <>
      <Stack gap={4} data-testid="settings-header">
        <Text size="sm" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: 0.4 }}>
          {t('organisationSettings')}
        </Text>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {title ?? t(`settings.${section}`)}
          </Title>
          {actions}
        </Group>
        <Text c="dimmed" maw={720}>
          {description}
        </Text>
      </Stack>
      <SettingsNav />
    </>
  );
}

export function SettingsPage({ section, description, actions, children }: SettingsHeaderProps & { children: ReactNode }) {
  return (
    <Stack gap="lg" maw={1100} data-testid={`settings-page-${section}`}>
      <SettingsHeader section={section} description={description} actions={actions} />
      {children}
    </Stack>
  );
}

/** A field's message in the user's language: the shared schema's English rule text mapped to its translation. */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const key = settingsMessageKey(message);
      return key ? t(`common:adminSettings.messages.${key}`) : message;
    },
    [t],
  );
}

/** Success and failure of a save go through the app's alerts (ACC-05..07). */
export function useSaveAlerts(): { saved: () => void; failed: (error: unknown) => void } {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const field = useFieldMessage();
  return {
    saved: useCallback(() => void alerts.success(t('common:adminSettings.saved')), [t]),
    failed: useCallback(
      (error: unknown) => {
        // A ValidationError names the field: "slug: This address is already used…" — show the translated rule.
        const text = error instanceof Error ? error.message : '';
        const rule = text.includes(': ') ? text.slice(text.lastIndexOf(': ') + 2) : text;
        const translated = field(rule);
        void alerts.error(translated && translated !== rule ? translated : errorText(error));
      },
      [errorText, field],
    ),
  };
}

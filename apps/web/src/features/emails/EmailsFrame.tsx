import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CONTENT_TEMPLATES_PATH, EMAIL_TEMPLATES_PATH, EMAILS_MANAGEMENT_PATH } from './paths';

export type EmailsTab = 'emails' | 'templates' | 'contentTemplates';

const TAB_PATHS: Record<EmailsTab, string> = {
  emails: EMAILS_MANAGEMENT_PATH,
  templates: EMAIL_TEMPLATES_PATH,
  contentTemplates: CONTENT_TEMPLATES_PATH,
};
const TABS = Object.keys(TAB_PATHS) as EmailsTab[];

/**
 * The frame of the area's three lists (D-584): its title, the page's own actions, and the tabs between the emails, the
 * email templates and the content templates. The page is the active tab's panel, so it is labelled by its tab and
 * carries no heading of its own (one h1: the area's).
 */
export function EmailsFrame({ active, actions, children }: { active: EmailsTab; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('emails');
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={1100} w="100%" data-testid="emails-frame">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Title order={1} size="h2">
            {t('area.title')}
          </Title>
          <Text c="dimmed">{t(`area.subtitle.${active}`)}</Text>
        </Stack>
        {actions}
      </Group>
      <Tabs value={active} onChange={(tab) => tab && void navigate(TAB_PATHS[tab as EmailsTab])} keepMounted={false}>
        <Tabs.List aria-label={t('area.tabs')}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`emails-tab-${tab}`}>
              {t(`area.tab.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={active} pt="lg">
          {children}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

import { Alert, Avatar, Badge, Group, ScrollArea, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { ERROR_CODES } from '@hatchery/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { errorCodes } from '../../lib/errors/errorText';
import { useErrorText } from '../../lib/errors/useErrorText';
import { initials } from '../../lib/initials';
import { STARTUP_FRAME } from './documents';

/** The tab strip of the startup file (D1 §2.3), in the spec's order; tabs whose feature is not built show a placeholder. */
export const FRAME_TABS = ['company', 'activities', 'tasks', 'documents', 'milestones', 'analytics', 'assessment', 'applications', 'feedback', 'custom-fields', 'export'] as const;
export type FrameTab = (typeof FRAME_TABS)[number];

/** The tab a path names: /startup/:id/file/<tab>[/…]. */
export function tabOfPath(pathname: string): FrameTab | null {
  const match = /\/file\/([^/?#]+)/.exec(pathname);
  const tab = match?.[1];
  return tab && (FRAME_TABS as readonly string[]).includes(tab) ? (tab as FrameTab) : null;
}

/**
 * The one frame every startup-file tab renders in (issue 14 item 9): the startup's logo, name (the page's one h1),
 * status and programs above the tab strip. The tab's own page is the child, rendered as the active tab's panel. For a startup the viewer does not see (the server answers
 * NotFound, never Forbidden, so its existence is not revealed) the tab is shown without the frame.
 */
export function StartupFileFrame({ children, startupId }: { children: ReactNode; startupId?: string }) {
  const { t } = useTranslation('startups');
  const params = useParams();
  // /startups/profile names no startup in its path: it passes the viewer's own (D-156).
  const id = startupId ?? params.id;
  const location = useLocation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { data, error, loading } = useQuery(STARTUP_FRAME, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  if (!id) return <>{children}</>;
  const startup = data?.startup;
  if (!startup) {
    // A startup the viewer does not see: no frame (it would name the startup); the tab itself says what it says —
    // the company tab its 404 state, the activities tab its no-access state (D-92).
    if (error && errorCodes(error).includes(ERROR_CODES.notFound)) return <>{children}</>;
    if (error) return <Alert color="red">{errorText(error)}</Alert>;
  }
  const active = tabOfPath(location.pathname) ?? 'company';
  // Loading, the tab loads at the same time (no waterfall) and the header fills in when the startup arrives. The tab
  // strip and the panel are the same elements before and after, so the tab's page is not mounted a second time when
  // the header arrives (it kept none of its state, and an action taken in between — a file chosen — was lost).
  return (
    <Stack gap="lg" w="100%" maw={1100} data-testid={startup ? 'startup-file-frame' : undefined} aria-busy={loading || !startup}>
      {startup ? (
        <Group gap="md" wrap="nowrap" align="center">
          <Avatar src={startup.logo} alt="" size={56} radius="md">
            {initials(startup.name)}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Title order={1} size="h2" data-testid="startup-file-name" style={{ overflowWrap: 'anywhere' }}>
                {startup.name}
              </Title>
              {startup.status === 'archived' ? (
                <Badge color="gray" variant="light">
                  {t('status.archived')}
                </Badge>
              ) : null}
            </Group>
            {startup.oneLiner ? (
              <Text dir="auto" c="dimmed" size="sm" lineClamp={2}>
                {startup.oneLiner}
              </Text>
            ) : null}
            {startup.programs && startup.programs.length > 0 ? (
              <Group gap={6} wrap="wrap" role="group" aria-label={t('frame.programs')} data-testid="startup-file-programs">
                {startup.programs.map((program) => (
                  <Badge key={program._id} variant="light" radius="sm" tt="none">
                    {program.name}
                  </Badge>
                ))}
              </Group>
            ) : null}
          </Stack>
        </Group>
      ) : (
        <Group gap="md" wrap="nowrap">
          <Skeleton height={56} width={56} radius="md" />
          <Skeleton height={28} width={240} role="progressbar" aria-label={t('frame.loading')} />
        </Group>
      )}
      {/* The tab's page is the active tab's panel: labelled by its tab, so it carries no heading of its own (one h1: the startup's name). */}
      <Tabs value={active} onChange={(tab) => tab && void navigate(`/startup/${id}/file/${tab}`)} keepMounted={false}>
        <ScrollArea type="scroll" scrollbarSize={4}>
          <Tabs.List style={{ flexWrap: 'nowrap' }} aria-label={t('frame.tabs')}>
            {FRAME_TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab} data-testid={`startup-tab-${tab}`} style={{ whiteSpace: 'nowrap' }}>
                {t(`tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        <Tabs.Panel value={active} pt="lg" data-testid="startup-file-panel">
          {children}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}


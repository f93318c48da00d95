/**
 * /events/planning and /events/unpublished (D1 §2.3; issue 18 item 3; D-427): staff with an Event key see drafts,
 * published and archived events (planningEvents; EVENT:EDIT the tenant's, EVENT:CREATE alone their own). The
 * unpublished page is the drafts list alone. Pending: one-on-one events with a host who has no hours in their window
 * (D-426, wave 2).
 */
import { useQuery } from '@apollo/client/react';
import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';
import { PLANNING_EVENTS } from './documents';
import { EventTable } from './views/EventTable';
import { LoadingIndicator } from '../../components/LoadingIndicator';

export const PLANNING_SECTIONS = ['drafts', 'published', 'pending', 'archived'] as const;
type Section = (typeof PLANNING_SECTIONS)[number];

function PlanningList({ section }: { section: Section }) {
  const { t } = useTranslation('events');
  const toText = useErrorText();
  const { data, loading, error } = useQuery(PLANNING_EVENTS, { variables: { section } });
  const events = data?.planningEvents.results ?? [];
  if (error) return <Alert color="red">{toText(error)}</Alert>;
  if (loading && !data) return <LoadingIndicator label={t('loading')} />;
  if (events.length === 0) return <Text c="dimmed" data-testid="planning-empty">{t(`planning.none.${section}`)}</Text>;
  return <EventTable events={events} editLinks caption={t(`planning.${section}`)} />;
}

export function PlanningPage() {
  const { t } = useTranslation('events');
  const [section, setSection] = useState<Section>('drafts');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('planning.title')}
      </Title>
      <Tabs value={section} onChange={(v) => setSection((PLANNING_SECTIONS as readonly string[]).includes(v ?? '') ? (v as Section) : 'drafts')}>
        <Tabs.List>
          {PLANNING_SECTIONS.map((s) => (
            <Tabs.Tab key={s} value={s} data-testid={`planning-tab-${s}`}>
              {t(`planning.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <PlanningList section={section} />
    </Stack>
  );
}

export function UnpublishedEventsPage() {
  const { t } = useTranslation('events');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('planning.unpublishedTitle')}
      </Title>
      <Text c="dimmed">{t('planning.unpublishedHelp')}</Text>
      <PlanningList section="drafts" />
    </Stack>
  );
}

/**
 * /calendar (D1 §2.3; issue 17 item 6, issue 18): the viewer's coaching sessions, events and task due dates in a day,
 * week or month view (D-475), coloured by kind and linking to each, and the private ICS address to subscribe to. The
 * view and the day shown stay in the address (?view=, ?date=), so a reload or a shared link keeps them.
 */
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { htmlLang } from '../../app/i18n/locale';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { MIRROR_IN_RTL } from '../../lib/direction/mirror';
import { useErrorText } from '../../lib/errors/useErrorText';
import { KindLegend } from './CalendarItemLink';
import { anchorOf, CALENDAR_VIEWS, calendarWindow, dayKey, queryRange, stepAnchor, viewOf, type CalendarView, type CalendarWindow } from './calendarRange';
import { AgendaView, MonthView } from './CalendarViews';
import { CALENDAR_ITEMS } from './documents';
import { SubscribePanel } from './SubscribePanel';
import { LoadingIndicator } from '../../components/LoadingIndicator';

function useWindowLabel(view: CalendarView, span: CalendarWindow, anchor: Date): string {
  const { locale } = useLocale();
  const tag = htmlLang(locale);
  if (view === 'month') return new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric' }).format(anchor);
  if (view === 'day') return new Intl.DateTimeFormat(tag, { dateStyle: 'full' }).format(anchor);
  const last = span.days.at(-1)!;
  return new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric' }).formatRange(span.from, last);
}

export function CalendarPage() {
  const { t } = useTranslation('calendar');
  const toText = useErrorText();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('view'));
  const dateParam = params.get('date');
  const anchor = useMemo(() => anchorOf(dateParam), [dateParam]);
  const span = useMemo(() => calendarWindow(view, anchor), [view, anchor]);
  const label = useWindowLabel(view, span, anchor);
  const { data, loading, error } = useQuery(CALENDAR_ITEMS, {
    variables: queryRange(span),
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.calendarItems ?? [];

  const go = (next: { view?: CalendarView; date?: Date | null }) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.view) copy.set('view', next.view);
        if (next.date === null) copy.delete('date');
        else if (next.date) copy.set('date', dayKey(next.date));
        return copy;
      },
      { replace: true },
    );

  return (
    <Stack gap="md" data-testid="calendar-page">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {t('pages:calendar')}
        </Title>
        <SegmentedControl
          value={view}
          onChange={(v) => go({ view: viewOf(v) })}
          data={CALENDAR_VIEWS.map((v) => ({ value: v, label: t(`views.${v}`) }))}
          aria-label={t('views.label')}
          data-testid="calendar-view"
        />
      </Group>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" size="xs" px={8} onClick={() => go({ date: stepAnchor(view, anchor, -1) })} aria-label={t(`previous.${view}`)} data-testid="calendar-previous">
            <IconChevronLeft size={16} className={MIRROR_IN_RTL} aria-hidden />
          </Button>
          <Button variant="default" size="xs" onClick={() => go({ date: null })} data-testid="calendar-today">
            {t('today')}
          </Button>
          <Button variant="default" size="xs" px={8} onClick={() => go({ date: stepAnchor(view, anchor, 1) })} aria-label={t(`next.${view}`)} data-testid="calendar-next">
            <IconChevronRight size={16} className={MIRROR_IN_RTL} aria-hidden />
          </Button>
        </Group>
        <Text fw={600} aria-live="polite" data-testid="calendar-label">
          {label}
        </Text>
      </Group>
      <KindLegend />
      {error && <Alert color="red">{toText(error)}</Alert>}
      {loading && !data ? <LoadingIndicator label={t('loading')} /> : null}
      {view === 'month' ? <MonthView span={span} items={items} month={anchor.getMonth()} /> : <AgendaView span={span} items={items} />}
      <SubscribePanel />
    </Stack>
  );
}

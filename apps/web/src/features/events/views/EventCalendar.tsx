/**
 * REF-18 calendar view: a month grid (monthGrid.ts) with each event on the day it starts, linking to it. The parent
 * asks the API for the grid's window only (startsFrom/startsBefore), so a month never loads the whole list.
 */
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { htmlLang } from '../../../app/i18n/locale';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import type { FeedEvent } from '../documents';
import { dayKey, monthGrid } from './monthGrid';

interface Props {
  month: Date;
  events: readonly FeedEvent[];
  onMonthChange: (step: -1 | 1) => void;
}

export function EventCalendar({ month, events, onMonthChange }: Props) {
  const { t } = useTranslation('events');
  const { locale } = useLocale();
  const tag = htmlLang(locale);
  const grid = useMemo(() => monthGrid(month), [month]);
  const byDay = useMemo(() => {
    const map = new Map<string, FeedEvent[]>();
    for (const event of events) {
      if (!event.startTime) continue;
      const key = dayKey(new Date(event.startTime));
      map.set(key, [...(map.get(key) ?? []), event]);
    }
    return map;
  }, [events]);
  const monthName = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric' }).format(month);
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'short' });
  const time = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' });

  return (
    <Stack gap="sm" data-testid="events-calendar">
      <Group justify="space-between">
        <Button variant="default" size="xs" onClick={() => onMonthChange(-1)} data-testid="calendar-previous">
          {t('calendar.previous')}
        </Button>
        <Title order={2} size="h4" data-testid="calendar-month">
          {monthName}
        </Title>
        <Button variant="default" size="xs" onClick={() => onMonthChange(1)} data-testid="calendar-next">
          {t('calendar.next')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table withColumnBorders withTableBorder layout="fixed" aria-label={t('calendar.caption', { month: monthName })}>
          <Table.Thead>
            <Table.Tr>
              {grid.weeks[0]!.map((day) => (
                <Table.Th key={day.getDay()}>{weekday.format(day)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.weeks.map((week) => (
              <Table.Tr key={dayKey(week[0]!)}>
                {week.map((day) => {
                  const inMonth = day.getMonth() === month.getMonth();
                  const list = byDay.get(dayKey(day)) ?? [];
                  return (
                    <Table.Td key={dayKey(day)} valign="top" h={96} data-testid={list.length ? 'calendar-day-with-events' : undefined}>
                      <Text size="xs" c={inMonth ? undefined : 'dimmed'}>
                        {day.getDate()}
                      </Text>
                      <Stack gap={2}>
                        {list.map((event) => (
                          <Anchor dir="auto" key={event._id} component={Link} to={`/events/${event._id}`} size="xs" lineClamp={2} data-testid="calendar-event">
                            {event.startTime ? `${time.format(new Date(event.startTime))} ` : ''}
                            {event.title ?? t('untitled')}
                          </Anchor>
                        ))}
                      </Stack>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * /calendar's views (D-475). Day and week are agendas — one section per day with its items by time — which read the
 * same at 375 px as on a desk; month is a 7-column table of whole weeks whose cells list their items in one line
 * each. All in the browser's zone and language; the page asks the API for the shown span only.
 */
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../../app/i18n/locale';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { CalendarItemLink } from './CalendarItemLink';
import { dayKey, itemsByDay, type CalendarWindow } from './calendarRange';
import type { CalendarEntry } from './documents';

interface ViewProps {
  span: CalendarWindow;
  items: readonly CalendarEntry[];
}

function useFormats() {
  const { locale } = useLocale();
  const tag = htmlLang(locale);
  return useMemo(
    () => ({
      time: new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' }),
      dayTitle: new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long' }),
      weekday: new Intl.DateTimeFormat(tag, { weekday: 'short' }),
      weekdayNarrow: new Intl.DateTimeFormat(tag, { weekday: 'narrow' }),
      dayNumber: new Intl.DateTimeFormat(tag, { day: 'numeric' }),
      fullDay: new Intl.DateTimeFormat(tag, { dateStyle: 'full' }),
    }),
    [tag],
  );
}

/** Day and week: the shown days in order, each with its items (or "nothing planned"). */
export function AgendaView({ span, items }: ViewProps) {
  const { t } = useTranslation('calendar');
  const formats = useFormats();
  const byDay = useMemo(() => itemsByDay(items, span.days), [items, span]);
  const today = dayKey(new Date());
  return (
    <Stack gap="sm" data-testid="calendar-agenda">
      {span.days.map((day) => {
        const list = byDay.get(dayKey(day)) ?? [];
        return (
          <Paper key={dayKey(day)} withBorder p="sm" component="section" aria-label={formats.fullDay.format(day)} data-testid="calendar-day">
            <Title order={2} size="h5" mb={6}>
              {formats.dayTitle.format(day)}
              {dayKey(day) === today ? ` · ${t('today')}` : ''}
            </Title>
            {list.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('nothingPlanned')}
              </Text>
            ) : (
              <Stack gap={6}>
                {list.map((item) => (
                  <CalendarItemLink key={item._id} item={item} time={item.kind === 'task' ? t('due') : formats.time.format(new Date(item.startsAt))} />
                ))}
              </Stack>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

/** Month: whole weeks, Monday first; the days outside the month are shown dimmed. */
export function MonthView({ span, items, month }: ViewProps & { month: number }) {
  const { t } = useTranslation('calendar');
  const formats = useFormats();
  const byDay = useMemo(() => itemsByDay(items, span.days), [items, span]);
  const weeks: Date[][] = [];
  span.days.forEach((day, i) => (i % 7 === 0 ? weeks.push([day]) : weeks.at(-1)!.push(day)));
  return (
    <Table withColumnBorders withTableBorder layout="fixed" aria-label={t('views.month')} data-testid="calendar-month">
      <Table.Thead>
        <Table.Tr>
          {weeks[0]!.map((day) => (
            <Table.Th key={day.getDay()} px={4} fz="xs">
              {/* A phone's column is too narrow for some languages' short names (Arabic's are whole words). */}
              <Text span fz="xs" fw={700} hiddenFrom="sm">
                {formats.weekdayNarrow.format(day)}
              </Text>
              <Text span fz="xs" fw={700} visibleFrom="sm">
                {formats.weekday.format(day)}
              </Text>
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {weeks.map((week) => (
          <Table.Tr key={dayKey(week[0]!)}>
            {week.map((day) => {
              const list = byDay.get(dayKey(day)) ?? [];
              return (
                <Table.Td key={dayKey(day)} valign="top" h={88} px={4} aria-label={formats.fullDay.format(day)}>
                  <Text size="xs" fw={dayKey(day) === dayKey(new Date()) ? 700 : undefined} c={day.getMonth() === month ? undefined : 'dimmed'}>
                    {formats.dayNumber.format(day)}
                  </Text>
                  <Stack gap={2}>
                    {list.map((item) => (
                      <CalendarItemLink key={item._id} item={item} compact />
                    ))}
                  </Stack>
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

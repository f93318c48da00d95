import { Group, Table, Text, useComputedColorScheme } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight, IconCalendarDue, IconChartLine, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { asUnitType, changeDirection, formatChange, formatDiff, formatMetricValue, useIncubatorFormat, type ValueFormat } from '../../metrics';
import { graphql } from '../../../lib/graphql';
import type { TimelineItem } from '../documents';
import { ItemFrame } from './ItemFrame';
import { useDateTimeText, useDueDayText } from './useDateTimeText';

/**
 * A metric as a data item names it (the query spreads it in every data item): its name in the reader's language
 * only (`$language`, declared by the query) — every translation made a fifth of a timeline page's answer (issue 19).
 */
export const TIMELINE_METRIC_FIELDS = graphql(`
  fragment TimelineMetricFields on TimelineMetric {
    __typename _id
    label(language: $language)
    unitType
  }
`);

type TimelineDataDueItem = Extract<TimelineItem, { __typename: 'TimelineDataDueEvent' }>;
type TimelineDataSubmittedItem = Extract<TimelineItem, { __typename: 'TimelineDataSubmitted' }>;
type TimelineDataEntry = TimelineDataSubmittedItem['data'][number];
type TimelineDataSubmittedUpdateItem = Extract<TimelineItem, { __typename: 'TimelineDataSubmittedUpdate' }>;

/** TML-07: data were due on this day. */
export function DataDueItem({ item }: { item: TimelineDataDueItem }) {
  const { t } = useTranslation('timeline');
  const dueDay = useDueDayText();
  return (
    <ItemFrame kind={item.__typename} icon={<IconCalendarDue size={18} />} title={t('data.dueTitle')} at={item.createdAt}>
      <Text size="sm">{t('data.dueText', { date: dueDay(item.dueDate), startup: item.startup.name })}</Text>
    </ItemFrame>
  );
}

const ARROWS = { up: IconArrowUpRight, down: IconArrowDownRight, flat: IconArrowRight } as const;

/** The value and how it moved: diff, percent change and an up/down arrow when the server asks for one. */
function ChangeCell({ entry, format }: { entry: TimelineDataEntry; format: ValueFormat }) {
  const { t } = useTranslation('timeline');
  const scheme = useComputedColorScheme('light');
  if (entry.isPoint0) return <Text size="xs" c="dimmed">{t('data.firstValue')}</Text>;
  const { diff, change, useArrow } = entry.metadata;
  const direction = changeDirection(diff, change);
  if (direction === null) return <Text size="xs" c="dimmed">—</Text>;
  const Arrow = ARROWS[direction];
  const color = direction === 'up' ? 'teal' : direction === 'down' ? 'red' : 'dimmed';
  // Shade 9 on light cards, 4 on dark ones: small text keeps 4.5:1 against either (shade 7 fell short on dark).
  const shade = scheme === 'dark' ? 4 : 9;
  const parts = [diff !== null ? formatDiff(asUnitType(entry.metric.unitType), diff, format) : null, change !== null ? `(${formatChange(change, format)})` : null].filter(Boolean);
  return (
    <Group gap={4} wrap="nowrap" data-testid="timeline-change" data-direction={direction}>
      {useArrow && <Arrow size={16} color={`var(--mantine-color-${color === 'dimmed' ? 'dimmed' : `${color}-${shade}`})`} aria-label={t(`data.direction.${direction}`)} role="img" />}
      <Text size="xs" c={color === 'dimmed' ? 'dimmed' : `${color}.${shade}`} style={{ whiteSpace: 'nowrap' }} dir="ltr">
        {parts.join(' ')}
      </Text>
    </Group>
  );
}

/** TML-08/09: a period's values with the change against the period before. */
export function DataSubmittedItem({ item }: { item: TimelineDataSubmittedItem }) {
  const { t, i18n } = useTranslation('timeline');
  const date = useDateTimeText();
  const dueDay = useDueDayText();
  const { currency, timeZone } = useIncubatorFormat();
  const format: ValueFormat = { locale: i18n.language, currency, timeZone };
  return (
    <ItemFrame kind={item.__typename} icon={<IconChartLine size={18} />} title={t('data.submittedTitle')} author={item.createdBy} at={item.createdAt}>
      {item.dueDate && <Text size="xs" c="dimmed">{t('data.forDue', { date: dueDay(item.dueDate) })}</Text>}
      {/* The values scroll sideways on narrow screens: a named region keyboard users can focus and scroll. */}
      <Table.ScrollContainer minWidth={320} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('data.submittedTitle') } }}>
        <Table verticalSpacing={4} fz="sm" data-testid="timeline-data-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('data.metric')}</Table.Th>
              <Table.Th>{t('data.value')}</Table.Th>
              <Table.Th>{t('data.change')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {item.data.map((entry) => {
              const unitType = asUnitType(entry.metric.unitType);
              const custom = unitType === 'CUSTOM' && entry.unit && entry.unit !== 'CUSTOM' ? ` ${entry.unit}` : '';
              return (
                <Table.Tr key={entry.id} data-testid="timeline-data-entry">
                  <Table.Td>{entry.metric.label}</Table.Td>
                  <Table.Td dir="ltr" style={{ textAlign: 'start' }}>
                    {formatMetricValue(unitType, entry.value, entry.dateValue, format) || '—'}
                    {custom}
                  </Table.Td>
                  <Table.Td>
                    <ChangeCell entry={entry} format={format} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {item.editedBy && item.editedAt && (
        <Text size="xs" c="dimmed">
          {t('data.editedBy', { name: item.editedBy.fullName, date: date(item.editedAt) })}
        </Text>
      )}
    </ItemFrame>
  );
}

/** TML-10: values of a submitted period changed again. */
export function DataSubmittedUpdateItem({ item }: { item: TimelineDataSubmittedUpdateItem }) {
  const { t } = useTranslation('timeline');
  const dueDay = useDueDayText();
  return (
    <ItemFrame kind={item.__typename} icon={<IconPencil size={18} />} title={t('data.updatedTitle')} author={item.editedBy ?? item.createdBy} at={item.createdAt}>
      {item.dueDate && <Text size="xs" c="dimmed">{t('data.forDue', { date: dueDay(item.dueDate) })}</Text>}
      <Text size="sm">{t('data.updatedMetrics', { metrics: item.data.map((entry) => entry.metric.label).join(', ') })}</Text>
    </ItemFrame>
  );
}

/**
 * One item of /calendar: a link to its page with the kind's colour as a bar on its start side (D-475: sessions grape,
 * events blue, tasks orange). The colour is never the only cue — the kind is read out with the title — and the text
 * keeps the page's own colour, so contrast holds in both schemes.
 */
import { Anchor, Box, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CalendarEntry } from './documents';

export const KIND_COLOR: Record<CalendarEntry['kind'], string> = {
  session: 'var(--mantine-color-grape-6)',
  event: 'var(--mantine-color-blue-6)',
  task: 'var(--mantine-color-orange-6)',
};

/** What the item is called: its title, or for a session without one, its startup. */
export function useItemTitle(): (item: CalendarEntry) => string {
  const { t } = useTranslation('calendar');
  return (item) => item.title ?? (item.kind === 'session' ? t('untitledSession', { startup: item.startupName ?? '' }) : t('untitled'));
}

interface Props {
  item: CalendarEntry;
  /** The time shown before the title (absent: none, as a month cell is tight). */
  time?: string;
  compact?: boolean;
}

export function CalendarItemLink({ item, time, compact = false }: Props) {
  const { t } = useTranslation('calendar');
  const title = useItemTitle()(item);
  // A session named by its title still says whose it is; one named by its startup need not repeat it.
  const detail = [item.kind === 'session' && item.title ? item.startupName : null, item.location].filter(Boolean).join(' · ');
  return (
    <Box style={{ borderInlineStart: `4px solid ${KIND_COLOR[item.kind]}`, paddingInlineStart: 6 }} data-testid={`calendar-item-${item.kind}`}>
      <Anchor dir="auto" component={Link} to={item.path} size={compact ? 'xs' : 'sm'} lineClamp={compact ? 1 : 2} td={item.done ? 'line-through' : undefined}>
        <VisuallyHidden>{t(`kinds.${item.kind}`)}: </VisuallyHidden>
        {time ? `${time} ` : ''}
        {title}
        {item.done ? <VisuallyHidden> ({t('done')})</VisuallyHidden> : null}
      </Anchor>
      {!compact && detail ? (
        <Text dir="auto" size="xs" c="dimmed" lineClamp={1}>
          {detail}
        </Text>
      ) : null}
    </Box>
  );
}

/** The colour key shown above the views. */
export function KindLegend() {
  const { t } = useTranslation('calendar');
  return (
    <Box component="ul" aria-label={t('legend')} style={{ display: 'flex', gap: 16, listStyle: 'none', padding: 0, margin: 0, flexWrap: 'wrap' }}>
      {(['session', 'event', 'task'] as const).map((kind) => (
        <Box component="li" key={kind} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <Box aria-hidden w={12} h={12} style={{ background: KIND_COLOR[kind], borderRadius: 3 }} />
          <Text size="sm">{t(`kinds.${kind}`)}</Text>
        </Box>
      ))}
    </Box>
  );
}

import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunnelOptions } from '../documents';
import { RoundCard } from './RoundCard';
import { moveRound, newRound, type RoundDraft } from './roundsModel';

export interface RoundsEditorProps {
  rounds: RoundDraft[];
  onChange: (next: RoundDraft[]) => void;
  options: FunnelOptions | undefined;
  /** A problem the server named, by round index. */
  problems: ReadonlyMap<number, string>;
  readOnly: boolean;
}

/**
 * The ordered rounds: drag a round by its handle (pointer, or Space and the arrows — dnd-kit's keyboard sensor — and
 * Alt+↑/↓ or the menu move one place); each opens into its settings. Moves are announced to screen readers.
 */
export function RoundsEditor({ rounds, onChange, options, problems, readOnly }: RoundsEditorProps) {
  const { t } = useTranslation('applications');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const keys = rounds.map((r) => r.key);
  const move = (from: number, to: number) => {
    const next = moveRound(rounds, from, to);
    if (next.every((r, i) => r === rounds[i])) return;
    onChange(next);
    setAnnouncement(t('builder.movedTo', { position: next.indexOf(rounds[from]!) + 1, count: rounds.length }));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  const toggle = (key: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const add = () => {
    const round = newRound(t('builder.newRoundName', { number: rounds.length + 1 }));
    onChange([...rounds, round]);
    setExpanded((prev) => new Set([...prev, round.key]));
  };
  return (
    <Stack gap="sm" data-testid="rounds-editor">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h4">
          {t('builder.rounds')}
        </Title>
        {readOnly ? null : (
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add} data-testid="round-add">
            {t('builder.addRound')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('builder.roundsIntro')}
      </Text>
      {rounds.length === 0 ? (
        <Text c="dimmed" data-testid="rounds-empty">
          {t('builder.noRounds')}
        </Text>
      ) : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ screenReaderInstructions: { draggable: t('builder.dragInstructions') } }}>
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('builder.rounds')}>
            {rounds.map((round, index) => (
              <RoundCard
                key={round.key}
                round={round}
                index={index}
                count={rounds.length}
                expanded={expanded.has(round.key)}
                problem={problems.get(index) ?? null}
                options={options}
                readOnly={readOnly}
                onToggle={() => toggle(round.key)}
                onMove={(delta) => move(index, index + delta)}
                onRemove={() => {
                  onChange(rounds.filter((r) => r.key !== round.key));
                  setAnnouncement(t('builder.removed'));
                }}
                onChange={(next) => onChange(rounds.map((r) => (r.key === round.key ? next : r)))}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <VisuallyHidden aria-live="polite" data-testid="rounds-announcement">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}

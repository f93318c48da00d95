import { ActionIcon, Badge, Box, Group, Menu, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconArrowDown, IconArrowUp, IconChevronDown, IconDots, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSortableRow } from '../../../lib/sortable/useSortableRow';
import type { FunnelOptions } from '../documents';
import { RoundSettings } from './RoundSettings';
import type { RoundDraft } from './roundsModel';

export interface RoundCardProps {
  round: RoundDraft;
  index: number;
  count: number;
  expanded: boolean;
  problem: string | null;
  options: FunnelOptions | undefined;
  readOnly: boolean;
  onToggle: () => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
  onChange: (next: RoundDraft) => void;
}

/** One round of the builder: a sortable row (handle, number, name, kind) that opens into its settings. */
export function RoundCard({ round, index, count, expanded, problem, options, readOnly, onToggle, onMove, onRemove, onChange }: RoundCardProps) {
  const { t } = useTranslation('applications');
  const { rowRef, rowStyle, isDragging, handleProps } = useSortableRow(round.key, onMove, { disabled: readOnly });
  const name = round.name.trim() || t('builder.untitled');
  return (
    <Box
      component="li"
      ref={rowRef}
      style={rowStyle}
      data-testid="builder-round"
      data-name={round.name}
    >
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'sm' }} shadow={isDragging ? 'md' : undefined} style={problem ? { borderColor: 'var(--mantine-color-orange-filled)' } : undefined}>
        <Group wrap="nowrap" gap="xs" align="center">
          {readOnly ? null : (
            <ActionIcon
              variant="subtle"
              color="gray"
              {...handleProps}
              aria-label={t('builder.dragHandle', { name, position: index + 1, count })}
              aria-roledescription={t('builder.sortable')}
              data-testid="round-handle"
            >
              <IconGripVertical size={18} aria-hidden />
            </ActionIcon>
          )}
          <UnstyledButton onClick={onToggle} aria-expanded={expanded} style={{ flex: 1, minWidth: 0 }} data-testid="round-toggle">
            <Group wrap="nowrap" gap="xs">
              <Text size="sm" c="dimmed" style={{ minWidth: '1.5em' }}>
                {index + 1}.
              </Text>
              <Text dir="auto" fw={600} size="sm" truncate="end" style={{ minWidth: 0 }} data-testid="round-label">
                <bdi>{name}</bdi>
              </Text>
              {problem ? <IconAlertTriangle size={16} color="var(--mantine-color-orange-filled)" aria-hidden /> : null}
              <Badge variant="light" size="sm" ms="auto" style={{ flexShrink: 0 }}>
                {t(`kinds.${round.kind}`)}
              </Badge>
              <IconChevronDown size={16} aria-hidden style={{ transform: expanded ? 'rotate(180deg)' : undefined, flexShrink: 0 }} />
            </Group>
          </UnstyledButton>
          {readOnly ? null : (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('builder.roundActions', { name })} data-testid="round-menu">
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconArrowUp size={14} />} disabled={index === 0} onClick={() => onMove(-1)} data-testid="round-move-up">
                  {t('builder.moveUp')}
                </Menu.Item>
                <Menu.Item leftSection={<IconArrowDown size={14} />} disabled={index === count - 1} onClick={() => onMove(1)} data-testid="round-move-down">
                  {t('builder.moveDown')}
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onRemove} data-testid="round-remove">
                  {t('builder.remove')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        {problem ? (
          <Text size="sm" c="orange.8" mt="xs" role="alert">
            {problem}
          </Text>
        ) : null}
        {expanded ? <RoundSettings round={round} options={options} onChange={onChange} readOnly={readOnly} /> : null}
      </Paper>
    </Box>
  );
}

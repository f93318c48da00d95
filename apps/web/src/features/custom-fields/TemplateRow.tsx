import { ActionIcon, Badge, Group, Paper, Switch, Text, TextInput } from '@mantine/core';
import type { Locale } from '@hatchery/domain';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSortableRow } from '../../lib/sortable/useSortableRow';
import type { CustomFieldItem } from './documents';
import { fieldLabel } from './fieldView';

export interface TemplateItem {
  field: CustomFieldItem;
  category: string;
  shown: boolean;
}

interface Props {
  item: TemplateItem;
  index: number;
  count: number;
  onChange: (next: Partial<TemplateItem>) => void;
  onMove: (delta: number) => void;
}

/** One field of the profile template: a drag handle (Space then arrows, or Alt+arrows), move buttons, its group and shown/hidden. */
export function TemplateRow({ item, index, count, onChange, onMove }: Props) {
  const { t, i18n } = useTranslation('customFields');
  const label = fieldLabel(item.field, i18n.language as Locale);
  const { rowRef, rowStyle, isDragging, handleProps } = useSortableRow(item.field._id, onMove);
  return (
    <Paper
      ref={rowRef}
      withBorder
      radius="md"
      p="sm"
      style={{ ...rowStyle, opacity: isDragging ? 0.6 : 1 }}
      data-testid="template-row"
      data-slug={item.field.slug}
    >
      <Group gap="sm" wrap="wrap" align="center">
        <ActionIcon variant="subtle" color="gray" {...handleProps} aria-label={t('builder.drag', { label })} data-testid="template-handle">
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <div style={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Text dir="auto" fw={600} truncate>
            <bdi>{label}</bdi>
          </Text>
          <Group gap={6}>
            <Text size="xs" c="dimmed" ff="monospace" dir="ltr">
              {item.field.slug}
            </Text>
            <Badge size="xs" variant="light" color="gray">
              {t(`types.${item.field.type}`)}
            </Badge>
          </Group>
        </div>
        <TextInput aria-label={t('builder.group', { label })} placeholder={t('builder.groupPlaceholder')} value={item.category} onChange={(e) => onChange({ category: e.currentTarget.value })} w={180} dir="auto" data-testid="template-group" />
        <Switch label={t('builder.shown')} checked={item.shown} onChange={(e) => onChange({ shown: e.currentTarget.checked })} data-testid="template-shown" />
        <Group gap={2}>
          <ActionIcon variant="subtle" color="gray" disabled={index === 0} onClick={() => onMove(-1)} aria-label={t('builder.moveUp', { label })} data-testid="template-up">
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="gray" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={t('builder.moveDown', { label })} data-testid="template-down">
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

import { ActionIcon, Badge, Box, Group, List, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { isDisplayField, localizedText, type Locale, type Question } from '@hatchery/domain';
import { IconAlertTriangle, IconArrowDown, IconArrowUp, IconChevronDown, IconCopy, IconDots, IconGripVertical, IconLanguage, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSortableRow } from '../../../lib/sortable/useSortableRow';
import { FieldTypeIcon } from './FieldTypeIcon';
import { QuestionEditor } from './QuestionEditor';

/** Callbacks by question id, stable across renders, so an edit re-renders only the card it changes. */
export interface QuestionCardActions {
  toggle: (id: string) => void;
  patch: (id: string, patch: Partial<Question>) => void;
  move: (id: string, delta: number) => void;
  duplicate: (id: string) => void;
  remove: (id: string) => void;
}

interface QuestionCardProps {
  question: Question;
  index: number;
  count: number;
  expanded: boolean;
  problems: string[];
  /** Texts missing in one of the form's languages (a warning, D-221), one line per language. */
  translationGaps: string[];
  lang: Locale;
  actions: QuestionCardActions;
}

/** One question of the builder: a sortable row (handle, number, type, label, problems) that opens into its editor. */
function QuestionCardView({ question, index, count, expanded, problems, translationGaps, lang, actions }: QuestionCardProps) {
  const { t } = useTranslation('forms');
  const onMove = (delta: number) => actions.move(question.id, delta);
  const { rowRef, rowStyle, isDragging, handleProps } = useSortableRow(question.id, onMove);
  const label = localizedText(question.label, lang) || t('builder.untitled');
  const section = question.type === 'section';
  return (
    <Box
      component="li"
      ref={rowRef}
      style={rowStyle}
      data-testid="builder-question"
      data-question-id={question.id}
      data-type={question.type}
    >
      <Paper
        withBorder
        radius="md"
        p={{ base: 'xs', sm: 'sm' }}
        shadow={isDragging ? 'md' : undefined}
        bg={section ? 'var(--mantine-color-default-hover)' : undefined}
        style={problems.length > 0 ? { borderColor: 'var(--mantine-color-orange-filled)' } : undefined}
      >
        <Group wrap="nowrap" gap="xs" align="center">
          <ActionIcon
            variant="subtle"
            color="gray"
            {...handleProps}
            aria-label={t('builder.dragHandle', { label, position: index + 1, count })}
            aria-roledescription={t('builder.sortable')}
            data-testid="question-handle"
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
          <UnstyledButton onClick={() => actions.toggle(question.id)} aria-expanded={expanded} style={{ flex: 1, minWidth: 0 }} data-testid="question-toggle">
            <Group wrap="nowrap" gap="xs">
              <Text size="sm" c="dimmed" style={{ minWidth: '1.5em' }}>
                {index + 1}.
              </Text>
              <FieldTypeIcon type={question.type} />
              <Text dir="auto" fw={section ? 700 : 500} size="sm" truncate="end" style={{ minWidth: 0 }} data-testid="question-label">
                <bdi>{label}</bdi>
              </Text>
              {question.required && !isDisplayField(question.type) ? <Text c="red" role="img" aria-label={t('builder.requiredMark')}>*</Text> : null}
              {question.dependency ? (
                <Badge size="xs" variant="light" visibleFrom="xs">
                  {t('builder.conditional')}
                </Badge>
              ) : null}
              {problems.length > 0 ? <IconAlertTriangle size={16} color="var(--mantine-color-orange-filled)" aria-label={t('builder.hasProblems')} /> : null}
              <Text size="xs" c="dimmed" visibleFrom="sm" ms="auto" style={{ whiteSpace: 'nowrap' }}>
                {t(`types.${question.type}`)}
              </Text>
              <IconChevronDown size={16} aria-hidden style={{ transform: expanded ? 'rotate(180deg)' : undefined, flexShrink: 0 }} />
            </Group>
          </UnstyledButton>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('builder.questionActions', { label })} data-testid="question-menu">
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconArrowUp size={14} />} disabled={index === 0} onClick={() => onMove(-1)} data-testid="question-move-up">
                {t('builder.moveUp')}
              </Menu.Item>
              <Menu.Item leftSection={<IconArrowDown size={14} />} disabled={index === count - 1} onClick={() => onMove(1)} data-testid="question-move-down">
                {t('builder.moveDown')}
              </Menu.Item>
              <Menu.Item leftSection={<IconCopy size={14} />} onClick={() => actions.duplicate(question.id)} data-testid="question-duplicate">
                {t('builder.duplicate')}
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => actions.remove(question.id)} data-testid="question-remove">
                {t('builder.remove')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        {problems.length > 0 ? (
          <List size="sm" c="var(--mantine-color-orange-text)" mt="xs" ms="xl" data-testid="question-problems">
            {problems.map((text, i) => (
              <List.Item key={i}>{text}</List.Item>
            ))}
          </List>
        ) : null}
        {translationGaps.length > 0 ? (
          <Group gap={6} wrap="nowrap" align="flex-start" mt="xs" ms="xl" data-testid="question-translation-gaps">
            <IconLanguage size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={0}>
              {translationGaps.map((text, i) => (
                <Text key={i} size="sm" c="dimmed">
                  {text}
                </Text>
              ))}
            </Stack>
          </Group>
        ) : null}
        {expanded ? <QuestionEditor question={question} onChange={(patch) => actions.patch(question.id, patch)} /> : null}
      </Paper>
    </Box>
  );
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * A card re-renders when its own question, place, problems or state change — not on every edit of another question
 * (a 200-question form stays responsive). An open card also re-renders with the definition (its editors read it).
 */
export const QuestionCard = memo(
  QuestionCardView,
  (a, b) =>
    a.question === b.question &&
    a.index === b.index &&
    a.count === b.count &&
    a.expanded === b.expanded &&
    !b.expanded &&
    a.lang === b.lang &&
    a.actions === b.actions &&
    sameList(a.problems, b.problems) &&
    sameList(a.translationGaps, b.translationGaps),
);

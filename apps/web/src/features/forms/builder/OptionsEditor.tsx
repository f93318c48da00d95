import { ActionIcon, Box, Button, Checkbox, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { TREE_FIELD_TYPES, type FieldType, type Question, type QuestionOption } from '@hatchery/domain';
import { IconArrowDown, IconArrowUp, IconPlus, IconSubtask, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBuilder } from './BuilderContext';
import { addOption, moveOption, removeOption, setText, updateOption } from './builderModel';

interface OptionListProps {
  options: QuestionOption[];
  onOptions: (options: QuestionOption[]) => void;
  depth: number;
  maxDepth: number;
}

function OptionList({ options, onOptions, depth, maxDepth }: OptionListProps) {
  const { t } = useTranslation('forms');
  const { lang, features } = useBuilder();
  return (
    <Stack gap={6} ps={depth > 0 ? 'lg' : 0} style={depth > 0 ? { borderInlineStart: '2px solid var(--mantine-color-default-border)' } : undefined}>
      {options.map((option, index) => {
        const name = option.labels[lang] ?? '';
        return (
          <Box key={option.value} data-testid="option-row" data-depth={depth}>
            <Group gap="xs" wrap="wrap" align="center">
              <TextInput
                style={{ flex: '1 1 12rem' }}
                aria-label={t('options.label', { n: index + 1 })}
                placeholder={t('options.label', { n: index + 1 })}
                value={name}
                onChange={(e) => onOptions(updateOption(options, index, { labels: setText(option.labels, lang, e.currentTarget.value) }))}
                data-testid="option-label"
              />
              {features.numericalChoice ? (
                <NumberInput
                  w={110}
                  aria-label={t('options.numericalValue', { name })}
                  placeholder={t('options.value')}
                  value={option.numericalValue ?? ''}
                  onChange={(v) => onOptions(updateOption(options, index, { numericalValue: typeof v === 'number' ? v : null }))}
                  data-testid="option-numerical"
                />
              ) : null}
              <Checkbox
                label={t('options.writeIn')}
                checked={option.isWriteIn ?? false}
                onChange={(e) => onOptions(updateOption(options, index, { isWriteIn: e.currentTarget.checked || undefined }))}
                data-testid="option-write-in"
              />
              <Group gap={2} wrap="nowrap">
                <ActionIcon variant="subtle" color="gray" disabled={index === 0} onClick={() => onOptions(moveOption(options, index, -1))} aria-label={t('options.moveUp', { name })}>
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon variant="subtle" color="gray" disabled={index === options.length - 1} onClick={() => onOptions(moveOption(options, index, 1))} aria-label={t('options.moveDown', { name })}>
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                {depth + 1 < maxDepth ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => onOptions(updateOption(options, index, { children: addOption(option.children, lang, t('options.newOption')) }))}
                    aria-label={t('options.addChild', { name })}
                    data-testid="option-add-child"
                  >
                    <IconSubtask size={16} aria-hidden />
                  </ActionIcon>
                ) : null}
                <ActionIcon variant="subtle" color="red" onClick={() => onOptions(removeOption(options, index))} aria-label={t('options.remove', { name })} data-testid="option-remove">
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
            {option.children && option.children.length > 0 ? (
              <Box mt={6}>
                <OptionList
                  options={option.children}
                  onOptions={(children) => onOptions(updateOption(options, index, { children: children.length ? children : undefined }))}
                  depth={depth + 1}
                  maxDepth={maxDepth}
                />
              </Box>
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}

/** The options of a choice question: labels per language, write-in ("Other: …"), score (qNumericalChoice), nesting for trees. */
export function OptionsEditor({ question, onChange }: { question: Question; onChange: (patch: Partial<Question>) => void }) {
  const { t } = useTranslation('forms');
  const { lang } = useBuilder();
  const isTree = (TREE_FIELD_TYPES as readonly FieldType[]).includes(question.type);
  const maxDepth = isTree ? (question.optionsDepth ?? 2) : 1;
  const options = question.options ?? [];
  return (
    <Stack gap="xs" data-testid="options-editor">
      {isTree ? (
        <NumberInput
          w={200}
          label={t('options.depth')}
          min={1}
          max={5}
          value={question.optionsDepth ?? 2}
          onChange={(v) => onChange({ optionsDepth: typeof v === 'number' ? Math.max(1, Math.min(5, v)) : undefined })}
        />
      ) : null}
      <OptionList options={options} onOptions={(next) => onChange({ options: next })} depth={0} maxDepth={maxDepth} />
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange({ options: addOption(options, lang, t('options.newOption')) })}
          data-testid="option-add"
        >
          {t('options.add')}
        </Button>
      </Group>
    </Stack>
  );
}

import { Chip, Divider, Group, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { isChoiceField, isDisplayField, QUESTION_AUDIENCES, type Question, type QuestionAudience } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';
import { useBuilder } from './BuilderContext';
import { setText } from './builderModel';
import { ConditionBuilder } from './ConditionBuilder';
import { OptionsEditor } from './OptionsEditor';
import { RuleEditor } from './RuleEditor';

/** The open editor of one question: texts in the language being edited, then its rules, options, audiences, condition. */
export function QuestionEditor({ question, onChange }: { question: Question; onChange: (patch: Partial<Question>) => void }) {
  const { t } = useTranslation('forms');
  const { lang, features } = useBuilder();
  const display = isDisplayField(question.type);
  const LabelInput = question.type === 'paragraph' ? Textarea : TextInput;
  return (
    <Stack gap="sm" mt="sm" data-testid="question-editor">
      <LabelInput
        label={question.type === 'paragraph' ? t('builder.text') : t('builder.label')}
        value={question.label[lang] ?? ''}
        onChange={(event) => onChange({ label: setText(question.label, lang, event.currentTarget.value) })}
        autosize={question.type === 'paragraph' ? true : undefined}
        minRows={question.type === 'paragraph' ? 3 : undefined}
        data-testid="question-label-input"
      />
      {question.type !== 'paragraph' ? (
        <Textarea
          label={t('builder.description')}
          value={question.description?.[lang] ?? ''}
          onChange={(event) => onChange({ description: setText(question.description, lang, event.currentTarget.value) })}
          autosize
          minRows={1}
          data-testid="question-description-input"
        />
      ) : null}
      {!display && question.type !== 'calculated' ? (
        <Switch
          label={t('builder.required')}
          checked={question.required ?? false}
          onChange={(event) => onChange({ required: event.currentTarget.checked })}
          data-testid="question-required"
        />
      ) : null}
      <RuleEditor question={question} onChange={onChange} />
      {isChoiceField(question.type) ? (
        <>
          <Divider label={t('builder.options')} labelPosition="left" />
          <OptionsEditor question={question} onChange={onChange} />
        </>
      ) : null}
      {features.audiences ? (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`aud-${question.id}`}>
            {t('builder.audiences')}
          </Text>
          <Chip.Group
            multiple
            value={question.audiences ?? []}
            onChange={(next) => onChange({ audiences: next as QuestionAudience[] })}
          >
            <Group gap="xs" role="group" aria-labelledby={`aud-${question.id}`}>
              {QUESTION_AUDIENCES.map((audience) => (
                <Chip key={audience} value={audience} size="xs">
                  {t(`audiences.${audience}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Text size="xs" c="dimmed">
            {t('builder.audiencesHint')}
          </Text>
        </Stack>
      ) : null}
      <Divider label={t('rules.title')} labelPosition="left" />
      <ConditionBuilder question={question} onChange={(dependency) => onChange({ dependency })} />
    </Stack>
  );
}

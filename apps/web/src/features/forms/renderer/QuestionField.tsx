import { Anchor, Group, NumberInput, Radio, Text, Textarea, TextInput, Title } from '@mantine/core';
import { answerKind, localizedText, numberScaleBounds } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from './ChoiceField';
import type { FieldProps } from './fieldProps';
import { FileField } from './FileField';
import { TableField } from './TableField';

function ScaleField({ question, answer, onAnswer, onBlur, error, label, description, inputId, lang }: FieldProps) {
  const { min, max, step } = numberScaleBounds(question);
  const values: number[] = [];
  for (let x = min; x <= max + 1e-9 && values.length < 101; x += step) values.push(Math.round(x * 1e6) / 1e6);
  const minLabel = localizedText(question.validations?.minLabel, lang);
  const maxLabel = localizedText(question.validations?.maxLabel, lang);
  return (
    <Radio.Group
      id={inputId}
      label={label}
      description={description}
      error={error}
      withAsterisk={question.required}
      value={answer?.numberValue != null ? String(answer.numberValue) : ''}
      onChange={(v) => onAnswer(v === '' ? undefined : { numberValue: Number(v) })}
      onBlur={onBlur}
    >
      <Group gap="md" mt={6} wrap="wrap" align="center">
        {minLabel ? <Text size="sm" c="dimmed">{minLabel}</Text> : null}
        {values.map((x) => (
          <Radio key={x} value={String(x)} label={String(x)} />
        ))}
        {maxLabel ? <Text size="sm" c="dimmed">{maxLabel}</Text> : null}
      </Group>
    </Radio.Group>
  );
}

/** One question as the respondent sees it: display types show, the others take an answer in the input of their type. */
export function QuestionField(props: FieldProps) {
  const { t } = useTranslation('forms');
  const { question, answer, onAnswer, onBlur, error, lang, label, description, inputId } = props;
  const text = localizedText(question.label, lang);
  switch (question.type) {
    case 'section':
      return (
        <div>
          <Title order={2} size="h3" dir="auto">{text}</Title>
          {description ? <Text c="dimmed" mt={4}>{description}</Text> : null}
        </div>
      );
    case 'heading':
      return <Title order={3} size="h4" dir="auto">{text}</Title>;
    case 'sub_heading':
      return <Title order={4} size="h5" dir="auto">{text}</Title>;
    case 'paragraph':
      return <Text style={{ whiteSpace: 'pre-wrap' }} dir="auto">{text}</Text>;
    case 'video':
      return (
        <div>
          <Text fw={500}>{text}</Text>
          {question.validations?.videoUrl ? (
            <Anchor href={question.validations.videoUrl} target="_blank" rel="noopener noreferrer">
              {t('renderer.watchVideo')}
            </Anchor>
          ) : null}
        </div>
      );
    default:
      break;
  }
  const common = { id: inputId, label, description, error, onBlur, withAsterisk: question.required };
  const kind = answerKind(question);
  if (question.type === 'calculated') {
    return <TextInput {...common} readOnly value={answer?.numberValue != null ? String(answer.numberValue) : ''} placeholder={t('renderer.calculated')} data-testid="field-calculated" />;
  }
  if (question.type === 'number_scale') return <ScaleField {...props} />;
  if (question.type === 'table') return <TableField {...props} />;
  if (question.type === 'file') return <FileField {...props} />;
  if (kind === 'single' || kind === 'multi') return <ChoiceField {...props} />;
  if (kind === 'number') {
    const v = question.validations ?? {};
    return (
      <NumberInput
        {...common}
        value={answer?.numberValue ?? ''}
        min={v.min}
        max={v.max}
        step={v.step}
        allowDecimal={!v.integer}
        onChange={(x) => onAnswer(typeof x === 'number' ? { numberValue: x } : undefined)}
      />
    );
  }
  if (kind === 'date') {
    const v = question.validations ?? {};
    return <TextInput {...common} type="date" min={v.minDate} max={v.maxDate} value={answer?.textValue ?? ''} onChange={(e) => onAnswer(e.currentTarget.value ? { textValue: e.currentTarget.value } : undefined)} />;
  }
  const onText = (value: string) => onAnswer(value === '' ? undefined : { textValue: value });
  if (question.type === 'text_long') {
    return <Textarea {...common} autosize minRows={3} value={answer?.textValue ?? ''} onChange={(e) => onText(e.currentTarget.value)} />;
  }
  return <TextInput {...common} value={answer?.textValue ?? ''} onChange={(e) => onText(e.currentTarget.value)} />;
}

import { Checkbox, MultiSelect, Radio, Select, Stack, TextInput } from '@mantine/core';
import { flattenOptions, isMultiChoiceField, localizedText, type QuestionOption } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './fieldProps';

/** Tree options as one list, children indented by depth (the answer keeps the chosen value, D-180). */
function treeData(options: QuestionOption[] | undefined, lang: FieldProps['lang'], depth = 0): Array<{ value: string; label: string }> {
  return (options ?? []).flatMap((o) => [
    { value: o.value, label: `${'\u2003'.repeat(depth)}${localizedText(o.labels, lang) || o.value}` },
    ...treeData(o.children, lang, depth + 1),
  ]);
}

/** Single and multiple choice, radios, checkboxes, dropdowns and trees; a chosen write-in option asks for its text. */
export function ChoiceField({ question, answer, onAnswer, onBlur, error, lang, label, description, inputId }: FieldProps) {
  const { t } = useTranslation('forms');
  const chosen = answer?.arrayValue ?? [];
  const writeIns = answer?.writeIns ?? {};
  const all = flattenOptions(question.options);
  const setChosen = (values: string[]) => {
    const keep = Object.fromEntries(Object.entries(writeIns).filter(([value]) => values.includes(value)));
    onAnswer(values.length ? { arrayValue: values, writeIns: Object.keys(keep).length ? keep : undefined } : undefined);
  };
  const setWriteIn = (value: string, text: string) => onAnswer({ arrayValue: chosen, writeIns: { ...writeIns, [value]: text } });
  const writeInFields = all
    .filter((o) => o.isWriteIn && chosen.includes(o.value))
    .map((o) => (
      <TextInput
        key={o.value}
        aria-label={t('renderer.writeIn', { option: localizedText(o.labels, lang) })}
        placeholder={t('renderer.writeInPlaceholder')}
        value={writeIns[o.value] ?? ''}
        onChange={(e) => setWriteIn(o.value, e.currentTarget.value)}
        onBlur={onBlur}
        data-testid="field-write-in"
      />
    ));
  const data = treeData(question.options, lang);
  const multi = isMultiChoiceField(question.type);
  let input;
  if (question.type === 'select_radio') {
    input = (
      <Radio.Group id={inputId} label={label} description={description} error={error} value={chosen[0] ?? ''} onChange={(v) => setChosen(v ? [v] : [])} onBlur={onBlur} withAsterisk={question.required}>
        <Stack gap={6} mt={4}>
          {data.map((o) => (
            <Radio key={o.value} value={o.value} label={o.label} />
          ))}
        </Stack>
      </Radio.Group>
    );
  } else if (question.type === 'select_checkbox') {
    input = (
      <Checkbox.Group id={inputId} label={label} description={description} error={error} value={chosen} onChange={setChosen} onBlur={onBlur} withAsterisk={question.required}>
        <Stack gap={6} mt={4}>
          {data.map((o) => (
            <Checkbox key={o.value} value={o.value} label={o.label} />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  } else if (multi) {
    input = (
      <MultiSelect id={inputId} label={label} description={description} error={error} data={data} value={chosen} onChange={setChosen} onBlur={onBlur} searchable clearable withAsterisk={question.required} />
    );
  } else {
    input = (
      <Select id={inputId} label={label} description={description} error={error} data={data} value={chosen[0] ?? null} onChange={(v) => setChosen(v ? [v] : [])} onBlur={onBlur} searchable clearable withAsterisk={question.required} />
    );
  }
  return (
    <Stack gap={6}>
      {input}
      {writeInFields}
    </Stack>
  );
}

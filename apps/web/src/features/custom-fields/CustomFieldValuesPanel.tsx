import { Alert, Button, Center, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { customFieldQuestion, isEmptyCustomFieldValue, validateCustomFieldValue, type AnswerValue, type FieldError, type Locale } from '@hatchery/domain';
import { IconPencil } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { QuestionField, useFieldErrorText } from '../forms';
import { CUSTOM_FIELD_VALUES, SET_CUSTOM_FIELD_VALUES, type CustomFieldEntry, type CustomFieldTarget } from './documents';
import { fieldErrorsOf } from './fieldErrors';
import { definitionOf, fieldLabel, groupByCategory, valueText } from './fieldView';
import { LoadingIndicator } from '../../components/LoadingIndicator';

const NO_FILES = new Map();

interface Props {
  target: CustomFieldTarget;
  recordId: string;
}

/**
 * The custom fields of one startup, user or application (issue 15 item 7; an application's on its file, D-362): the
 * fields the viewer may see (the server leaves the others out, D-212) in the profile template's order and groups, read, then edited with the forms engine's inputs and
 * checked by its validator before sending. A refusal shows each field's message under it.
 */
export function CustomFieldValuesPanel({ target, recordId }: Props) {
  const { t, i18n } = useTranslation('customFields');
  const lang = i18n.language as Locale;
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText(lang);
  const { data, error, loading } = useQuery(CUSTOM_FIELD_VALUES, { variables: { target, recordId }, fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(SET_CUSTOM_FIELD_VALUES);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Record<string, AnswerValue | undefined>>({});
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const shown = useMemo(() => (data?.customFieldValues ?? []).filter((e) => e.field.shownInProfile), [data]);
  const groups = useMemo(() => groupByCategory(shown), [shown]);
  const canEdit = shown.some((e) => e.viewerCanEdit);

  if (!data) {
    if (error) return <Alert color="red">{errorText(error)}</Alert>;
    return <Center py="xl">{loading ? <LoadingIndicator size="sm" label={t('loading')} /> : null}</Center>;
  }
  if (shown.length === 0) {
    return (
      <Text c="dimmed" data-testid="custom-values-empty">
        {t('values.empty')}
      </Text>
    );
  }

  const startEditing = () => {
    setDraft(Object.fromEntries(shown.map((e) => [e.field._id, (e.value ?? undefined) as AnswerValue | undefined])));
    setErrors({});
    setEditing(true);
  };
  const submit = async () => {
    const local: Record<string, FieldError> = {};
    for (const entry of shown) {
      const found = validateCustomFieldValue(definitionOf(entry.field), isEmptyCustomFieldValue(draft[entry.field._id]) ? null : draft[entry.field._id]);
      if (found) local[entry.field._id] = found;
    }
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const values = Object.fromEntries(shown.filter((e) => e.viewerCanEdit).map((e) => [e.field._id, draft[e.field._id] ?? null]));
    try {
      // The answer is every field the viewer sees, as the query reads them: it replaces the query's entries.
      await save({
        variables: { target, recordId, values },
        update: (cache, result) => {
          const entries = result.data?.setCustomFieldValues;
          if (entries) cache.writeQuery({ query: CUSTOM_FIELD_VALUES, variables: { target, recordId }, data: { customFieldValues: entries } });
        },
      });
      setEditing(false);
      toast('success', t('values.saved'));
    } catch (caught) {
      const server = fieldErrorsOf(caught);
      if (Object.keys(server).length > 0) setErrors(server);
      else toast('error', errorText(caught));
    }
  };

  const renderValue = (entry: CustomFieldEntry) => {
    const text = valueText(entry.field, entry.value as AnswerValue | null, lang);
    return (
      <div key={entry.field._id} data-testid="custom-value" data-slug={entry.field.slug}>
        <Text size="sm" c="dimmed">
          <bdi>{fieldLabel(entry.field, lang)}</bdi>
        </Text>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }} c={text ? undefined : 'dimmed'}>
          {text ? <bdi>{text}</bdi> : t('values.none')}
        </Text>
      </div>
    );
  };
  const renderInput = (entry: CustomFieldEntry) => {
    const question = { ...customFieldQuestion(definitionOf(entry.field)), id: entry.field._id };
    const label = fieldLabel(entry.field, lang);
    return (
      <div key={entry.field._id} data-testid="custom-input" data-slug={entry.field.slug}>
        <QuestionField
          question={question}
          answer={draft[entry.field._id]}
          onAnswer={(value) => setDraft((prev) => ({ ...prev, [entry.field._id]: value }))}
          onBlur={() => undefined}
          error={fieldErrorText(question, errors[entry.field._id])}
          lang={lang}
          label={entry.field.required ? label : t('values.optional', { label })}
          description={undefined}
          inputId={`cf-${entry.field._id}`}
          files={NO_FILES}
        />
      </div>
    );
  };

  return (
    <Stack gap="md" data-testid="custom-values">
      <Group justify="flex-end">
        {editing ? (
          <>
            <Button variant="default" onClick={() => setEditing(false)}>
              {t('values.cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={saving.loading} data-testid="custom-values-save">
              {t('values.save')}
            </Button>
          </>
        ) : canEdit ? (
          <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={startEditing} data-testid="custom-values-edit">
            {t('values.edit')}
          </Button>
        ) : null}
      </Group>
      {groups.map((group) => (
        <Paper key={group.category ?? ''} withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            {group.category ? <bdi>{group.category}</bdi> : t('values.ungrouped')}
          </Title>
          {editing ? (
            <Stack gap="md">{group.entries.map((e) => (e.viewerCanEdit ? renderInput(e) : renderValue(e)))}</Stack>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {group.entries.map(renderValue)}
            </SimpleGrid>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

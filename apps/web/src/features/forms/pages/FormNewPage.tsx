import { Button, Group, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { FORM_KINDS, isLocale, type FormKind } from '@hatchery/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/alerts/alertStore';
import { useErrorText } from '../../../lib/errors/useErrorText';
import { emptyDefinition } from '../builder/builderModel';
import { CREATE_FORM } from '../documents';

/** /forms/management/new: name and kind first; the builder opens on the created draft (CreateForm raises the loading counter, D1 §7.1). */
export function FormNewPage() {
  const { t, i18n } = useTranslation('forms');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<FormKind>('intake');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const [create, { loading }] = useMutation(CREATE_FORM);
  const nameError = touched && name.trim() === '' ? t('errors.required', { field: t('list.name') }) : undefined;
  const submit = () => {
    setTouched(true);
    if (name.trim() === '') return;
    const language = isLocale(i18n.language) ? i18n.language : 'en';
    create({ variables: { input: { name: name.trim(), kind, description: description.trim() || null, definition: emptyDefinition([language]) } } }).then(
      ({ data }) => {
        if (data) void navigate(`/forms/management/${data.createForm._id}/edit`, { replace: true });
      },
      (error: unknown) => toast('error', errorText(error)),
    );
  };
  return (
    <Stack gap="lg" w="100%" maw={720} data-testid="form-new-page">
      <Title order={1} size="h2">
        {t('new.title')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <TextInput label={t('list.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} onBlur={() => setTouched(true)} error={nameError} data-testid="form-name" />
            <Select
              label={t('list.kind')}
              data={FORM_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
              value={kind}
              allowDeselect={false}
              onChange={(v) => setKind((v ?? 'intake') as FormKind)}
              data-testid="form-kind"
            />
            <Textarea label={`${t('new.description')} ${t('renderer.optional')}`} value={description} onChange={(e) => setDescription(e.currentTarget.value)} autosize minRows={2} />
            <Group justify="flex-end">
              <Button variant="default" component={Link} to="/forms/management">
                {t('new.cancel')}
              </Button>
              <Button type="submit" loading={loading} data-testid="form-new-submit">
                {t('new.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CREATE_FUNNEL, FUNNEL_OPTIONS } from '../documents';
import { useFunnelErrorText } from '../useFunnelErrorText';

/** Name and program first; everything else in the builder it opens. */
export function CreateFunnelDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('applications');
  const navigate = useNavigate();
  const errorText = useFunnelErrorText();
  const { data } = useQuery(FUNNEL_OPTIONS, { skip: !opened });
  const [create, { loading }] = useMutation(CREATE_FUNNEL);
  const [name, setName] = useState('');
  const [programId, setProgramId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const programs = (data?.programs ?? []).filter((p) => p.status !== 'archived').map((p) => ({ value: p._id, label: p.name }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    create({ variables: { input: { name, programId: programId ?? '' } } }).then(
      (result) => {
        const id = result.data?.createFunnel._id;
        if (id) void navigate(`/applications/funnels/${id}/builder`);
      },
      (failure: unknown) => setError(errorText(failure)),
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('create.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('fields.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} required data-autofocus data-testid="funnel-create-name" />
          <Select
            label={t('fields.programId')}
            data={programs}
            value={programId}
            onChange={setProgramId}
            required
            searchable
            comboboxProps={{ withinPortal: true }}
            data-testid="funnel-create-program"
          />
          {error ? (
            <Text c="red" size="sm" role="alert" data-testid="funnel-create-error">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" loading={loading} data-testid="funnel-create-submit">
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

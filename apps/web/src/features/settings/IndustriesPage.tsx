import { Button, Card, Group, Modal, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { industryNameSchema } from '@hatchery/domain';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CREATE_INDUSTRY, DELETE_INDUSTRY, INDUSTRIES, RENAME_INDUSTRY, type Industry } from './documents';
import { SettingsPage, useFieldMessage, useSaveAlerts } from './settingsUi';
import { useAppForm } from '../../lib/forms/useAppForm';
import { useAttempt } from '../../lib/alerts/useAttempt';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { RowActions } from '../../components/RowActions';

const nameForm = z.object({ name: industryNameSchema });
type NameForm = z.input<typeof nameForm>;

function NameField({ initial, submitLabel, onSubmit, testId, action }: { initial: string; submitLabel: string; onSubmit: (name: string) => Promise<boolean>; testId: string; action: string }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { register, handleSubmit, formState, reset } = useAppForm<NameForm>({ schema: nameForm, labels: { name: t('adminSettings.industries.name') }, defaultValues: { name: initial } });
  const submit = handleSubmit(async ({ name }) => {
    if (await onSubmit(name)) reset({ name: initial });
  });
  return (
    <form onSubmit={submit} noValidate data-testid={testId}>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput style={{ flex: 1 }} aria-label={t('adminSettings.industries.name')} placeholder={t('adminSettings.industries.placeholder')} {...register('name')} error={message(formState.errors.name?.message)} />
        <Button type="submit" loading={formState.isSubmitting} leftSection={initial ? undefined : <IconPlus size={16} />} data-action={action}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}

/** /admin/configuration/industries: the organisation's industry list, edited by the admin group. */
export function IndustriesPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage section="industries" description={t('adminSettings.industries.intro')}>
      <IndustriesEditor editable />
    </SettingsPage>
  );
}

/**
 * The industry list and its editor, shared by /admin/configuration/industries and /setup/industries (D-158). Reading
 * is open to every signed-in user; adding, renaming and deleting are the admin group's (settings.policy.ts), so a
 * viewer outside it gets the list without the editor (D-92: a page offers only what the server allows).
 */
export function IndustriesEditor({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const { saved, failed } = useSaveAlerts();
  const { data, loading } = useQuery(INDUSTRIES, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: INDUSTRIES }];
  const [create] = useMutation(CREATE_INDUSTRY, { refetchQueries });
  const [rename] = useMutation(RENAME_INDUSTRY, { refetchQueries });
  const [remove, removing] = useMutation(DELETE_INDUSTRY, { refetchQueries });
  const [editing, setEditing] = useState<Industry | null>(null);
  const [deleting, setDeleting] = useState<Industry | null>(null);

  const attempt = useAttempt(saved, failed);
  const industries = data?.industries ?? [];

  return (
    <>
      <Card withBorder radius="lg" padding="xl" maw={760}>
        <Stack gap="lg">
          {editable ? <NameField initial="" submitLabel={t('adminSettings.industries.add')} testId="add-industry" action="createIndustry" onSubmit={(name) => attempt(() => create({ variables: { name } }))} /> : null}
          {loading && !data ? (
            <Skeleton height={160} />
          ) : industries.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg" data-testid="industries-empty">{t('adminSettings.industries.empty')}</Text>
          ) : (
            <Table verticalSpacing="sm" highlightOnHover data-testid="industries-table">
              <Table.Tbody>
                {industries.map((industry) => (
                  <Table.Tr key={industry._id}>
                    <Table.Td>
                      <Text fw={500}>{industry.name}</Text>
                    </Table.Td>
                    {editable ? (
                      <Table.Td w={96}>
                        <RowActions
                          actions={[
                            { label: t('adminSettings.industries.rename'), ariaLabel: t('adminSettings.industries.renameNamed', { name: industry.name }), icon: <IconPencil size={16} />, onClick: () => setEditing(industry), action: 'renameIndustry' },
                            { label: t('adminSettings.industries.delete'), ariaLabel: t('adminSettings.industries.deleteNamed', { name: industry.name }), icon: <IconTrash size={16} />, onClick: () => setDeleting(industry), color: 'red', action: 'deleteIndustry' },
                          ]}
                        />
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Card>

      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('adminSettings.industries.rename')} centered>
        {editing ? (
          <NameField
            initial={editing.name}
            submitLabel={t('adminSettings.save')}
            testId="rename-industry"
            action="renameIndustry"
            onSubmit={async (name) => {
              const ok = await attempt(() => rename({ variables: { id: editing._id, name } }));
              if (ok) setEditing(null);
              return ok;
            }}
          />
        ) : null}
      </Modal>

      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('adminSettings.industries.deleteTitle')}
        message={t('adminSettings.industries.deleteConfirm', { name: deleting?.name ?? '' })}
        cancelLabel={t('adminSettings.cancel')}
        confirmLabel={t('adminSettings.industries.delete')}
        loading={removing.loading}
        testId="confirm-delete-industry"
        onConfirm={async () => {
          if (deleting && (await attempt(() => remove({ variables: { id: deleting._id } })))) setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

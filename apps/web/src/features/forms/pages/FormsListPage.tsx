import { ActionIcon, Anchor, Badge, Button, Group, Menu, Select, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { FORM_KINDS, type FormKind } from '@hatchery/domain';
import { IconArchive, IconCopy, IconDots, IconPencil, IconPlus, IconRestore, IconSearch, IconWriting } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/alerts/alertStore';
import { useErrorText } from '../../../lib/errors/useErrorText';
import { ARCHIVE_FORM, DUPLICATE_FORM, FORMS, RESTORE_FORM, type FormSummary } from '../documents';
import { PagedFormsTable, useDateFormat } from './FormsTable';
import { StatusBadge } from './StatusBadge';

type Status = 'draft' | 'published' | 'archived';

function FormActions({ form, onDone }: { form: FormSummary; onDone: () => void }) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [duplicate] = useMutation(DUPLICATE_FORM);
  const [archive] = useMutation(ARCHIVE_FORM);
  const [restore] = useMutation(RESTORE_FORM);
  const fail = (error: unknown) => toast('error', errorText(error));
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('list.actions', { name: form.name })} data-testid="form-menu">
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => void navigate(`/forms/management/${form._id}/edit`)}>
          {t('list.edit')}
        </Menu.Item>
        {form.status === 'published' ? (
          <Menu.Item leftSection={<IconWriting size={14} />} onClick={() => void navigate(`/forms/${form._id}/fill`)} data-testid="form-fill">
            {t('list.fill')}
          </Menu.Item>
        ) : null}
        {form.viewerCanEdit ? (
          <>
            <Menu.Item
              leftSection={<IconCopy size={14} />}
              onClick={() => duplicate({ variables: { formId: form._id } }).then(() => { toast('success', t('list.duplicated', { name: form.name })); onDone(); }, fail)}
              data-testid="form-duplicate"
            >
              {t('list.duplicate')}
            </Menu.Item>
            {form.status === 'archived' ? (
              <Menu.Item leftSection={<IconRestore size={14} />} onClick={() => restore({ variables: { formId: form._id } }).then(onDone, fail)} data-testid="form-restore">
                {t('list.restore')}
              </Menu.Item>
            ) : (
              <Menu.Item color="red" leftSection={<IconArchive size={14} />} onClick={() => archive({ variables: { formId: form._id } }).then(onDone, fail)} data-testid="form-archive">
                {t('list.archive')}
              </Menu.Item>
            )}
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** /forms/management (issue 15 item 1): the forms, searched and filtered by kind and status; create, duplicate, archive. */
export function FormsListPage() {
  const { t } = useTranslation('forms');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [kind, setKind] = useState<FormKind | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const { data, error, refetch, fetchMore, loading } = useQuery(FORMS, {
    variables: { search: debounced || null, kind, status, first: 50 },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.forms;
  const date = useDateFormat(false);
  return (
    <Stack gap="lg" w="100%" maw={1200} miw={0} data-testid="forms-list-page">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {t('list.title')}
        </Title>
        <Button component={Link} to="/forms/management/new" leftSection={<IconPlus size={16} aria-hidden />} data-testid="form-create">
          {t('list.create')}
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label={t('list.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
          data-testid="forms-search"
        />
        <Select
          label={t('list.kind')}
          placeholder={t('list.allKinds')}
          data={FORM_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          value={kind}
          onChange={(v) => setKind(v as FormKind | null)}
          clearable
          w={200}
          data-testid="forms-kind"
        />
        <Select
          label={t('list.status')}
          placeholder={t('list.activeStatuses')}
          data={(['draft', 'published', 'archived'] as const).map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          value={status}
          onChange={(v) => setStatus(v as Status | null)}
          clearable
          w={200}
          data-testid="forms-status"
        />
      </Group>
      <PagedFormsTable
        page={page}
        error={error}
        loading={loading}
        onMore={(cursor) => void fetchMore({ variables: { after: cursor } })}
        empty={debounced || kind || status ? t('list.noMatch') : t('list.empty')}
        emptyTestId="forms-empty"
        highlightOnHover
        miw={640}
        headers={[
          t('list.name'), t('list.kind'), t('list.status'), t('list.version'), t('list.responses'), t('list.updated'),
          <VisuallyHidden key="actions">{t('list.actionsColumn')}</VisuallyHidden>,
        ]}
        row={(form: FormSummary) => (
          <Table.Tr key={form._id} data-testid="form-row" data-name={form.name}>
            {/* Six columns share a phone's width: without a floor the names broke inside words ("Accelera|tor"). */}
            <Table.Td miw={170}>
              <Anchor component={Link} to={`/forms/management/${form._id}/edit`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {form.name}
              </Anchor>
              {form.description ? (
                <Text dir="auto" size="xs" c="dimmed" lineClamp={1}>
                  {form.description}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color="gray" miw="max-content">
                {t(`kinds.${form.kind}`)}
              </Badge>
            </Table.Td>
            <Table.Td>
              <StatusBadge status={form.status} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{form.latestVersion ? t('list.versionNumber', { number: form.latestVersion.number }) : '—'}</Table.Td>
            <Table.Td>{form.responseCount ?? '—'}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{date.format(new Date(form.updatedAt))}</Table.Td>
            <Table.Td w={48}>
              <FormActions form={form} onDone={() => void refetch()} />
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}

import { Anchor, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_RESPONSES, type FormDetail, type FormResponseRow } from '../documents';
import { PagedFormsTable, useDateFormat } from './FormsTable';
import { ResponsesExportMenu } from './ResponsesExportMenu';

type Who = 'all' | 'anonymous' | 'signedIn';

/** End of a chosen day as an instant, so "submitted before 3 May" includes the 3rd. */
function dayBound(day: string, end: boolean): string | null {
  if (!day) return null;
  return new Date(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}`).toISOString();
}

/** The submitted answers of a form (issue 15 item 5): filters by version, respondent and date; CSV/XLSX through the export jobs. */
export function ResponsesPanel({ form }: { form: FormDetail }) {
  const { t } = useTranslation('forms');
  const [versionId, setVersionId] = useState<string | null>(null);
  const [who, setWho] = useState<Who>('all');
  const [after, setAfter] = useState('');
  const [before, setBefore] = useState('');
  const filter = {
    versionId,
    anonymous: who === 'all' ? null : who === 'anonymous',
    submittedAfter: dayBound(after, false),
    submittedBefore: dayBound(before, true),
  };
  const { data, error, fetchMore, loading } = useQuery(FORM_RESPONSES, { variables: { formId: form._id, filter, first: 50 }, fetchPolicy: 'cache-and-network' });
  const page = data?.formResponses;
  const numbers = new Map((form.versions ?? []).map((v) => [v._id, v.number]));
  const date = useDateFormat(true);
  return (
    <Stack gap="md" data-testid="responses-panel">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('list.version')}
          placeholder={t('responses.allVersions')}
          data={(form.versions ?? []).map((v) => ({ value: v._id, label: t('list.versionNumber', { number: v.number }) }))}
          value={versionId}
          onChange={setVersionId}
          clearable
          w={170}
        />
        <Select
          label={t('responses.respondent')}
          data={(['all', 'anonymous', 'signedIn'] as const).map((w) => ({ value: w, label: t(`responses.who.${w}`) }))}
          value={who}
          onChange={(v) => setWho((v ?? 'all') as Who)}
          allowDeselect={false}
          w={190}
        />
        <TextInput type="date" label={t('responses.after')} value={after} onChange={(e) => setAfter(e.currentTarget.value)} w={170} />
        <TextInput type="date" label={t('responses.before')} value={before} onChange={(e) => setBefore(e.currentTarget.value)} w={170} />
        <ResponsesExportMenu formId={form._id} />
      </Group>
      <PagedFormsTable
        page={page}
        error={error}
        loading={loading}
        onMore={(cursor) => void fetchMore({ variables: { after: cursor } })}
        empty={t('responses.empty')}
        emptyTestId="responses-empty"
        miw={560}
        testId="responses-table"
        headers={[t('responses.submittedAt'), t('responses.respondent'), t('responses.startup'), t('list.version'), t('responses.pdf')]}
        row={(row: FormResponseRow) => (
          <Table.Tr key={row._id} data-testid="response-row">
            <Table.Td>{row.submittedAt ? date.format(new Date(row.submittedAt)) : '—'}</Table.Td>
            <Table.Td>{row.anonymous ? t('responses.anonymous') : (row.respondent?.fullName ?? '—')}</Table.Td>
            <Table.Td>{row.startup?.name ?? '—'}</Table.Td>
            <Table.Td>{numbers.has(row.versionId) ? t('list.versionNumber', { number: numbers.get(row.versionId) }) : '—'}</Table.Td>
            <Table.Td>
              {row.downloadKey ? (
                <Anchor href={`/download/forms/${row.downloadKey}`} target="_blank" rel="noopener" aria-label={t('responses.downloadPdf')}>
                  <IconFileTypePdf size={18} aria-hidden />
                </Anchor>
              ) : (
                '—'
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}

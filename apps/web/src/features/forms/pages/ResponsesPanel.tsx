import { Alert, Anchor, Button, Center, Group, Loader, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/errors/useErrorText';
import { FORM_RESPONSES, type FormDetail } from '../documents';
import { ResponsesExportMenu } from './ResponsesExportMenu';

type Who = 'all' | 'anonymous' | 'signedIn';

/** End of a chosen day as an instant, so "submitted before 3 May" includes the 3rd. */
function dayBound(day: string, end: boolean): string | null {
  if (!day) return null;
  return new Date(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}`).toISOString();
}

/** The submitted answers of a form (issue 15 item 5): filters by version, respondent and date; CSV/XLSX through the export jobs. */
export function ResponsesPanel({ form }: { form: FormDetail }) {
  const { t, i18n } = useTranslation('forms');
  const errorText = useErrorText();
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
  const date = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' });
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
      {!page ? (
        error ? (
          <Alert color="red">{errorText(error)}</Alert>
        ) : (
          <Center py="lg">
            <Loader size="sm" aria-label={t('loading')} />
          </Center>
        )
      ) : page.results.length === 0 ? (
        <Text c="dimmed" data-testid="responses-empty">
          {t('responses.empty')}
        </Text>
      ) : (
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="sm" miw={560} data-testid="responses-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('responses.submittedAt')}</Table.Th>
                <Table.Th>{t('responses.respondent')}</Table.Th>
                <Table.Th>{t('responses.startup')}</Table.Th>
                <Table.Th>{t('list.version')}</Table.Th>
                <Table.Th>{t('responses.pdf')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.results.map((row) => (
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
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {page?.nextCursor ? (
        <Group justify="center">
          <Button variant="default" loading={loading} onClick={() => void fetchMore({ variables: { after: page.nextCursor } })}>
            {t('list.more')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

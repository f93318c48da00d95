import { Anchor, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconGitCompare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FormDetail } from '../documents';
import { FormsTable, useDateFormat } from './FormsTable';

/** The published versions, newest first, each compared with the one before; or any two chosen. */
export function VersionsPanel({ form }: { form: FormDetail }) {
  const { t } = useTranslation('forms');
  const versions = form.versions ?? [];
  const [base, setBase] = useState<string | null>(versions[1]?._id ?? null);
  const [compare, setCompare] = useState<string | null>(versions[0]?._id ?? null);
  const date = useDateFormat(true);
  if (versions.length === 0) return <Text c="dimmed">{t('versions.none')}</Text>;
  const options = versions.map((v) => ({ value: v._id, label: t('list.versionNumber', { number: v.number }) }));
  return (
    <Stack gap="md" data-testid="versions-panel">
      <FormsTable miw={480} headers={[t('list.version'), t('versions.publishedAt'), t('versions.publishedBy'), t('versions.changes')]}>
            {versions.map((v, i) => {
              const previous = versions[i + 1];
              return (
                <Table.Tr key={v._id} data-testid="version-row" data-number={v.number}>
                  <Table.Td>{t('list.versionNumber', { number: v.number })}</Table.Td>
                  <Table.Td>{date.format(new Date(v.publishedAt))}</Table.Td>
                  <Table.Td>{v.publishedBy?.fullName ?? '—'}</Table.Td>
                  <Table.Td>
                    {previous ? (
                      <Anchor component={Link} to={`/forms/management/form/${previous._id}/compare/${v._id}`} data-testid="version-compare-previous">
                        {t('versions.compareWith', { number: previous.number })}
                      </Anchor>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
      </FormsTable>
      {versions.length > 1 ? (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select label={t('versions.base')} data={options} value={base} onChange={setBase} allowDeselect={false} w={180} />
          <Select label={t('versions.compare')} data={options} value={compare} onChange={setCompare} allowDeselect={false} w={180} />
          <Button
            component={Link}
            to={base && compare ? `/forms/management/form/${base}/compare/${compare}` : '#'}
            variant="default"
            leftSection={<IconGitCompare size={16} aria-hidden />}
            disabled={!base || !compare || base === compare}
          >
            {t('versions.compareButton')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

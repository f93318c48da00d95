import { Checkbox, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BULK_STARTUP_LIST } from './documents';
import { StartupBulkActions } from './StartupBulkActions';

/**
 * /startups/bulk-actions (D-134): the startups the viewer sees, by name, with a selection and the startup bulk actions.
 * A stopgap until the portfolio list (/startups) mounts StartupBulkActions in its own selection bar.
 */
export function StartupBulkPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const list = useQuery(BULK_STARTUP_LIST, { variables: { search: debounced || null }, fetchPolicy: 'cache-and-network' });
  const rows = list.data?.startups.results ?? [];
  const allShown = rows.length > 0 && rows.every((s) => selected.has(s._id));
  const toggle = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });
  return (
    <Stack gap="lg" data-testid="startup-bulk-page">
      <Title order={2}>{t('batchActions.page.title')}</Title>
      <Text c="dimmed">{t('batchActions.page.intro')}</Text>
      <Group gap="sm" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('batchActions.page.search')}
          aria-label={t('batchActions.page.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        <StartupBulkActions startupIds={[...selected]} onDone={() => setSelected(new Set())} />
      </Group>
      <Paper withBorder radius="md">
        <Table verticalSpacing="sm" highlightOnHover data-testid="startup-bulk-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox aria-label={t('batchActions.selectPage')} checked={allShown} onChange={(e) => toggle(rows.map((s) => s._id), e.currentTarget.checked)} />
              </Table.Th>
              <Table.Th>{t('batchActions.page.name')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((startup) => (
              <Table.Tr key={startup._id} data-testid="startup-bulk-row" data-name={startup.name}>
                <Table.Td>
                  <Checkbox aria-label={t('batchActions.selectRow', { name: startup.name })} checked={selected.has(startup._id)} onChange={(e) => toggle([startup._id], e.currentTarget.checked)} data-testid="startup-bulk-select" />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>{startup.name}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}

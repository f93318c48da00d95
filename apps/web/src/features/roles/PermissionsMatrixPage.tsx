import { Alert, Badge, Group, Paper, ScrollArea, Skeleton, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconCheck, IconMinus, IconSearch, IconTarget } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';
import { PERMISSION_CATALOGUE, ROLES } from './documents';
import { groupByArea } from './permissionPicker';
import { usePermissionText } from './permissionI18n';
import { SettingsHeader } from '../settings';

/** /admin/configuration/permissions: read-only matrix of roles × permission keys. */
export function PermissionsMatrixPage() {
  const { t } = useTranslation();
  const toText = useErrorText();
  const roles = useQuery(ROLES, { fetchPolicy: 'cache-and-network' });
  const catalogue = useQuery(PERMISSION_CATALOGUE);
  const text = usePermissionText();
  const [search, setSearch] = useState('');
  const areas = useMemo(
    () => groupByArea(catalogue.data?.permissionCatalogue ?? [], search, text.searchable),
    [catalogue.data, search, text],
  );
  const list = useMemo(() => roles.data?.roles ?? [], [roles.data]);
  const held = useMemo(() => new Map(list.map((r) => [r._id, new Map(r.permissions.map((p) => [p.key, p.permissionCriteria]))])), [list]);
  const error = roles.error ?? catalogue.error;

  return (
    <Stack gap="lg" data-testid="permissions-matrix-page">
      <SettingsHeader section="permissions" title={t('adminRoles.matrixTitle')} description={t('adminRoles.matrixIntro')} />
      <Group justify="space-between" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('adminRoles.searchPermissions')}
          aria-label={t('adminRoles.searchPermissions')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <Group gap="md">
          <Group gap={4}><IconCheck size={16} color="var(--mantine-color-green-6)" /><Text size="sm">{t('adminRoles.criteriaAll')}</Text></Group>
          <Group gap={4}><IconTarget size={16} color="var(--mantine-color-orange-6)" /><Text size="sm">{t('adminRoles.criteriaAssigned')}</Text></Group>
        </Group>
      </Group>
      {error ? <Alert color="red">{toText(error)}</Alert> : null}
      {!roles.data || !catalogue.data ? (
        <Skeleton h={320} radius="md" />
      ) : (
        <Paper withBorder radius="md">
          <ScrollArea
            type="auto"
            offsetScrollbars
            // A keyboard user must be able to scroll the wide matrix (axe scrollable-region-focusable).
            viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('adminRoles.matrixTitle') }}
          >
            <Table striped highlightOnHover withColumnBorders stickyHeader data-testid="permissions-matrix" miw={260 + list.length * 96}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th miw={260} style={{ position: 'sticky', insetInlineStart: 0, zIndex: 2, background: 'var(--mantine-color-body)' }}>
                    {t('adminRoles.permission')}
                  </Table.Th>
                  {list.map((role) => (
                    <Table.Th key={role._id} ta="center" miw={96}>
                      <Stack gap={2} align="center">
                        <Text size="xs" fw={700} ta="center">{role.isDefault ? t(`roles.${role.type}`) : role.label}</Text>
                        {!role.isDefault ? <Badge size="xs" variant="light">{t('adminRoles.custom')}</Badge> : null}
                      </Stack>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {areas.map(({ area, entries }) => [
                  <Table.Tr key={area}>
                    <Table.Td colSpan={list.length + 1} bg="var(--mantine-color-default-hover)">
                      <Text fw={700} size="sm">{text.area(area)}</Text>
                    </Table.Td>
                  </Table.Tr>,
                  ...entries.map((entry) => (
                    <Table.Tr key={entry.key} data-key={entry.key}>
                      <Table.Td style={{ position: 'sticky', insetInlineStart: 0, zIndex: 1, background: 'var(--mantine-color-body)' }}>
                        <Tooltip label={text.description(entry)} multiline w={280} withinPortal>
                          <Text size="sm">{text.name(entry)}</Text>
                        </Tooltip>
                        <Text size="xs" c="dimmed" ff="monospace" dir="ltr">{entry.key}</Text>
                      </Table.Td>
                      {list.map((role) => {
                        const criteria = held.get(role._id)?.get(entry.key);
                        const label = criteria ? t(criteria === 'all' ? 'adminRoles.criteriaAll' : 'adminRoles.criteriaAssigned') : t('adminRoles.notHeld');
                        return (
                          <Table.Td key={role._id} ta="center" aria-label={`${role.label}: ${label}`} data-criteria={criteria ?? 'none'}>
                            {criteria === 'all' ? <IconCheck size={18} color="var(--mantine-color-green-6)" /> : null}
                            {criteria === 'assigned' ? <IconTarget size={18} color="var(--mantine-color-orange-6)" /> : null}
                            {!criteria ? <IconMinus size={14} color="var(--mantine-color-dimmed)" /> : null}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  )),
                ])}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      )}
    </Stack>
  );
}

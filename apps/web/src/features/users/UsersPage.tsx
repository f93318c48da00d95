import { ProfileHoverCard } from '../profile-card';
import { ActionIcon, Alert, Avatar, Badge, Button, Group, Menu, Pagination, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { RECORD_STATUSES } from '@hatchery/domain';
import { IconDots, IconSearch, IconUserCog, IconUserOff, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';
import { useViewer } from '../../app/viewer/ViewerContext';
import { ROLES } from '../roles';
import { ADMIN_USERS, type AdminUser, type UserStatus } from './documents';
import { LicenceSummary } from './LicenceSummary';
import { ChangeRoleModal, DeactivateModal, InviteUserModal } from './UserDialogs';
import { SettingsHeader } from '../settings';
import { SelectPageCheckbox, SelectRowCheckbox, UserBulkActions, useRowSelection } from '../batch-operations';

const PAGE_SIZE = 20;
const STATUSES: readonly UserStatus[] = RECORD_STATUSES;
const STATUS_COLORS: Record<UserStatus, string> = { active: 'green', pending: 'yellow', unactive: 'gray', archived: 'gray', deny: 'red', deleted: 'red' };

/** /admin/configuration/users: search, filters and paging; invite; change role; deactivate; licence counters. */
export function UsersPage() {
  const { t } = useTranslation();
  const toText = useErrorText();
  const viewer = useViewer();
  const viewerId = viewer.status === 'authenticated' ? viewer.user._id : null;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [status, setStatus] = useState<UserStatus | null>(null);
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<AdminUser | null>(null);
  const [deactivating, setDeactivating] = useState<AdminUser | null>(null);
  // Rows picked for a bulk action (issue 14 item 8); kept across pages, cleared once an operation starts.
  const selection = useRowSelection();
  const roles = useQuery(ROLES);
  const users = useQuery(ADMIN_USERS, {
    variables: { search: debounced || null, roleId, status, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const roleOptions = (roles.data?.roles ?? []).map((r) => ({ value: r._id, label: r.isDefault ? t(`roles.${r.type}`) : r.label }));
  const result = users.data?.adminUsers;
  const pages = result ? Math.max(1, Math.ceil(result.totalCount / PAGE_SIZE)) : 1;
  const selectable = (result?.results ?? []).filter((u) => u._id !== viewerId).map((u) => u._id);
  const filter = <T,>(setter: (v: T) => void) => (v: T) => {
    setter(v);
    setPage(1);
  };

  return (
    <Stack gap="lg" data-testid="admin-users-page">
      <SettingsHeader
        section="users"
        title={t('adminUsers.title')}
        description={t('adminUsers.intro')}
        actions={<Button leftSection={<IconUserPlus size={16} />} onClick={() => setInviting(true)} data-testid="invite-open" data-action="inviteUser">{t('adminUsers.invite')}</Button>}
      />
      <LicenceSummary />
      <Group gap="sm" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('adminUsers.searchPlaceholder')}
          aria-label={t('adminUsers.searchPlaceholder')}
          value={search}
          onChange={(e) => filter(setSearch)(e.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
          data-testid="users-search"
        />
        <Select placeholder={t('adminUsers.allRoles')} aria-label={t('adminUsers.role')} data={roleOptions} value={roleId} onChange={filter(setRoleId)} clearable searchable w={{ base: '100%', xs: 200 }} data-testid="users-role-filter" />
        <Select
          placeholder={t('adminUsers.allStatuses')}
          aria-label={t('adminUsers.status')}
          data={STATUSES.map((s) => ({ value: s, label: t(`adminUsers.statuses.${s}`) }))}
          value={status}
          onChange={(v) => filter(setStatus)(v as UserStatus | null)}
          clearable
          w={{ base: '100%', xs: 180 }}
          data-testid="users-status-filter"
        />
      </Group>
      <Group gap="sm" data-testid="users-selection-bar">
        <UserBulkActions userIds={[...selection.selected]} onDone={selection.clear} />
        {selection.selected.size > 0 ? <Button variant="subtle" size="compact-sm" onClick={selection.clear}>{t('batchActions.clearSelection')}</Button> : null}
      </Group>
      {users.error && !users.data ? <Alert color="red">{toText(users.error)}</Alert> : null}
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover data-testid="users-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <SelectPageCheckbox ids={selectable} selection={selection} testId="users-select-page" />
                </Table.Th>
                <Table.Th>{t('adminUsers.name')}</Table.Th>
                <Table.Th>{t('adminUsers.role')}</Table.Th>
                <Table.Th>{t('adminUsers.status')}</Table.Th>
                <Table.Th w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(result?.results ?? []).map((user) => (
                <Table.Tr key={user._id} data-testid="user-row" data-email={user.email ?? undefined}>
                  <Table.Td>
                    {user._id !== viewerId ? (
                      <SelectRowCheckbox id={user._id} name={user.fullName || user.email || ''} selection={selection} testId="user-select" />
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <ProfileHoverCard userId={user._id}><Avatar alt="" src={user.avatar} name={user.fullName} color="initials" radius="xl" size={36} /></ProfileHoverCard>
                      <div style={{ minWidth: 0 }}>
                        <Text dir="auto" size="sm" fw={600} truncate>{user.fullName || user.email}</Text>
                        <Text size="xs" c="dimmed" truncate dir="ltr" ta="start">{user.email}</Text>
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      <Text size="sm" data-testid="user-role">{user.role.isDefault ? t(`roles.${user.role.roleType}`) : user.role.label}</Text>
                      {!user.role.isDefault ? <Badge size="xs" variant="light">{t('adminRoles.custom')}</Badge> : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {/* Null only for a viewer the contact gate refuses (D-107); the admin group always passes it. */}
                    {user.status ? <Badge variant="light" color={STATUS_COLORS[user.status]}>{t(`adminUsers.statuses.${user.status}`)}</Badge> : null}
                  </Table.Td>
                  <Table.Td>
                    {user._id !== viewerId ? (
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon variant="subtle" color="gray" aria-label={t('adminUsers.actions', { name: user.fullName })} data-testid="user-actions">
                            <IconDots size={18} />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item leftSection={<IconUserCog size={16} />} onClick={() => setChanging(user)} data-testid="user-change-role" data-action="changeUserRole">{t('adminUsers.changeRole')}</Menu.Item>
                          <Menu.Item leftSection={<IconUserOff size={16} />} color="red" disabled={user.status === 'unactive'} onClick={() => setDeactivating(user)} data-testid="user-deactivate" data-action="deactivateUser">
                            {t('adminUsers.deactivate')}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
              {result && result.results.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={5}><Text ta="center" c="dimmed" py="lg">{t('adminUsers.empty')}</Text></Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="users-total">{t('adminUsers.total', { count: result?.totalCount ?? 0 })}</Text>
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
          // The previous/next arrows are icons only: name them (axe button-name).
          getControlProps={(control) =>
            control === 'previous' ? { 'aria-label': t('adminUsers.previousPage') } : control === 'next' ? { 'aria-label': t('adminUsers.nextPage') } : {}
          }
        />
      </Group>
      <InviteUserModal opened={inviting} roles={roleOptions} onClose={() => setInviting(false)} />
      <ChangeRoleModal user={changing} roles={roleOptions} onClose={() => setChanging(null)} />
      <DeactivateModal user={deactivating} onClose={() => setDeactivating(null)} />
    </Stack>
  );
}

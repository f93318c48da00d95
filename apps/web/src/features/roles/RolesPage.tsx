import { ActionIcon, Alert, Badge, Button, Card, Group, Menu, Modal, SimpleGrid, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { planFeatureState } from '@hatchery/domain';
import { IconDots, IconEdit, IconLock, IconPlus, IconShieldCheck, IconTrash, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { useTenant } from '../../app/incubator/TenantContext';
import { DELETE_ROLE, PERMISSION_CATALOGUE, ROLES, type ManagedRole } from './documents';
import { RoleEditor } from './RoleEditor';
import { SettingsHeader } from '../settings';

/** /admin/configuration/roles: default and custom roles; create from a base type, edit, delete. */
export function RolesPage() {
  const { t } = useTranslation();
  const toText = useErrorText();
  const { incubator } = useTenant();
  const roles = useQuery(ROLES, { fetchPolicy: 'cache-and-network' });
  const catalogue = useQuery(PERMISSION_CATALOGUE);
  const [editing, setEditing] = useState<{ role: ManagedRole | null } | null>(null);
  const [deleting, setDeleting] = useState<ManagedRole | null>(null);
  const [remove, removal] = useMutation(DELETE_ROLE, { refetchQueries: ['Roles'] });
  const locked = incubator ? planFeatureState(incubator.featureFlags, 'customRoles') === 'locked' : false;
  const list = roles.data?.roles ?? [];

  const confirmDelete = async (): Promise<void> => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting._id } });
      alerts.success(t('adminRoles.deleted', { label: deleting.label }));
      setDeleting(null);
    } catch (e) {
      alerts.error(toText(e));
    }
  };

  const newButton = (
    <Button
      leftSection={locked ? <IconLock size={16} /> : <IconPlus size={16} />}
      disabled={locked || !catalogue.data}
      onClick={() => setEditing({ role: null })}
      data-testid="role-new"
      data-action="createRole"
    >
      {t('adminRoles.newRole')}
    </Button>
  );

  return (
    <Stack gap="lg" data-testid="admin-roles-page">
      <SettingsHeader
        section="roles"
        title={t('adminRoles.title')}
        description={t('adminRoles.intro')}
        actions={locked ? <Tooltip label={t('adminRoles.planLocked')}><span data-testid="role-new-locked">{newButton}</span></Tooltip> : newButton}
      />
      {roles.error && !roles.data ? <Alert color="red">{toText(roles.error)}</Alert> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {roles.loading && !roles.data ? [1, 2, 3].map((i) => <Skeleton key={i} h={150} radius="md" />) : null}
        {list.map((role) => (
          <RoleCard key={role._id} role={role} onEdit={() => setEditing({ role })} onDelete={() => setDeleting(role)} />
        ))}
      </SimpleGrid>
      {catalogue.data ? (
        <RoleEditor opened={editing !== null} role={editing?.role ?? null} catalogue={catalogue.data.permissionCatalogue} onClose={() => setEditing(null)} />
      ) : null}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={<Text fw={700}>{t('adminRoles.deleteTitle')}</Text>} centered>
        <Stack>
          <Text>{t('adminRoles.deleteConfirm', { label: deleting?.label ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>{t('adminRoles.cancel')}</Button>
            <Button color="red" loading={removal.loading} onClick={() => void confirmDelete()} data-testid="role-delete-confirm">
              {t('adminRoles.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function RoleCard({ role, onEdit, onDelete }: { role: ManagedRole; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const assigned = role.permissions.filter((p) => p.permissionCriteria === 'assigned').length;
  const canDelete = !role.isDefault && role.userCount === 0;
  // Default roles show their translated type label; custom roles their own label.
  const label = role.isDefault ? t(`roles.${role.type}`) : role.label;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="role-card" data-label={role.label}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text dir="auto" fw={700} size="lg" truncate>{label}</Text>
          <Group gap={6}>
            <Badge variant="light" size="sm">{t(`roles.${role.type}`)}</Badge>
            <Badge variant={role.isDefault ? 'default' : 'filled'} size="sm">
              {role.isDefault ? t('adminRoles.default') : t('adminRoles.custom')}
            </Badge>
          </Group>
        </Stack>
        {role.fullAccess ? (
          <Tooltip label={t('adminRoles.fullAccess')}>
            <IconShieldCheck size={22} color="var(--mantine-color-green-6)" aria-label={t('adminRoles.fullAccess')} />
          </Tooltip>
        ) : (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('adminRoles.actions', { label })} data-testid="role-actions">
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconEdit size={16} />} onClick={onEdit} data-testid="role-edit" data-action="updateRole">{t('adminRoles.edit')}</Menu.Item>
              <Tooltip label={role.isDefault ? t('adminRoles.defaultNotDeletable') : t('adminRoles.heldNotDeletable')} disabled={canDelete}>
                <Menu.Item leftSection={<IconTrash size={16} />} color="red" disabled={!canDelete} onClick={onDelete} data-testid="role-delete" data-action="deleteRole">
                  {t('adminRoles.delete')}
                </Menu.Item>
              </Tooltip>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Stack gap={6} mt="md">
        <Group gap={6}>
          <IconUsers size={16} />
          <Text size="sm">{t('adminRoles.userCount', { total: role.userCount })}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {role.fullAccess ? t('adminRoles.fullAccess') : t('adminRoles.permissionSummary', { count: role.permissions.length, assigned })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('adminRoles.accessSummary', {
            users: t(`adminRoles.visibility.${role.userAccess.visibilitySettings}`),
            startups: t(`adminRoles.visibility.${role.startupAccess.visibilitySettings}`),
          })}
        </Text>
      </Stack>
    </Card>
  );
}

import { Alert, Button, Divider, Drawer, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { ROLE_TYPES, type RoleType } from '@hatchery/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../lib/alerts/alertStore';
import { usePlanAwareErrorText } from './usePlanAwareErrorText';
import { AccessField } from './AccessFields';
import { CREATE_ROLE, STARTUP_OPTIONS, UPDATE_ROLE, type ManagedRole, type Visibility } from './documents';
import { PermissionPicker } from './PermissionPicker';
import { countSelected, selectionFrom, selectionToInput, type CatalogueEntry, type PermissionSelection } from './permissionPicker';

const BASE_TYPES = ROLE_TYPES.filter((type) => type !== 'System');

interface RoleEditorProps {
  opened: boolean;
  /** null: a new role. */
  role: ManagedRole | null;
  catalogue: readonly CatalogueEntry[];
  onClose: () => void;
}

interface Draft {
  type: RoleType;
  label: string;
  permissions: PermissionSelection;
  userSetting: Visibility;
  userRoles: RoleType[];
  startupSetting: Visibility;
  startups: string[];
}

function draftOf(role: ManagedRole | null, catalogue: readonly CatalogueEntry[]): Draft {
  if (!role) return { type: 'Mentor', label: '', permissions: {}, userSetting: 'ASSIGNED', userRoles: [], startupSetting: 'ASSIGNED', startups: [] };
  return {
    type: role.type,
    label: role.label,
    permissions: selectionFrom(role.permissions, catalogue),
    userSetting: role.userAccess.visibilitySettings,
    userRoles: role.userAccess.roles,
    startupSetting: role.startupAccess.visibilitySettings,
    startups: role.startupAccess.startups,
  };
}

/** Create (from a base type, with its own label) or edit a role: label, visibility and permissions. */
export function RoleEditor({ opened, role, catalogue, onClose }: RoleEditorProps) {
  const { t } = useTranslation();
  const toText = usePlanAwareErrorText();
  const [draft, setDraft] = useState<Draft>(() => draftOf(role, catalogue));
  const [error, setError] = useState<string | null>(null);
  const startupOptions = useQuery(STARTUP_OPTIONS, { skip: !opened });
  const [create, creating] = useMutation(CREATE_ROLE, { refetchQueries: ['Roles'] });
  const [update, updating] = useMutation(UPDATE_ROLE, { refetchQueries: ['Roles'] });

  useEffect(() => {
    if (opened) {
      setDraft(draftOf(role, catalogue));
      setError(null);
    }
  }, [opened, role, catalogue]);

  const patch = (changes: Partial<Draft>) => setDraft((d) => ({ ...d, ...changes }));
  const selected = countSelected(draft.permissions);
  const invalid =
    draft.label.trim() === '' ||
    (draft.userSetting === 'SELECTED' && draft.userRoles.length === 0) ||
    (draft.startupSetting === 'SELECTED' && draft.startups.length === 0);

  const save = async (): Promise<void> => {
    setError(null);
    const input = {
      label: draft.label.trim(),
      permissions: selectionToInput(draft.permissions, catalogue),
      userAccess: { visibilitySettings: draft.userSetting, roles: draft.userSetting === 'SELECTED' ? draft.userRoles : [] },
      startupAccess: { visibilitySettings: draft.startupSetting, startups: draft.startupSetting === 'SELECTED' ? draft.startups : [] },
    };
    try {
      if (role) await update({ variables: { id: role._id, input } });
      else await create({ variables: { input: { ...input, type: draft.type } } });
      alerts.success(t(role ? 'adminRoles.saved' : 'adminRoles.created', { label: input.label }));
      onClose();
    } catch (e) {
      setError(toText(e));
    }
  };

  const roleOptions = BASE_TYPES.map((type) => ({ value: type, label: t(`roles.${type}`) }));
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title={<Text fw={700} size="lg">{role ? t('adminRoles.editTitle', { label: role.isDefault ? t(`roles.${role.type}`) : role.label }) : t('adminRoles.newTitle')}</Text>}>
      <Stack gap="lg" data-testid="role-editor">
        {error ? <Alert color="red" icon={<IconInfoCircle size={18} />} data-testid="role-editor-error">{error}</Alert> : null}
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t('adminRoles.baseType')}
            description={t('adminRoles.baseTypeHelp')}
            data={roleOptions}
            value={draft.type}
            onChange={(v) => v && patch({ type: v as RoleType })}
            disabled={Boolean(role)}
            allowDeselect={false}
            data-testid="role-base-type"
            style={{ minWidth: 220 }}
          />
          <TextInput
            label={t('adminRoles.label')}
            description={t('adminRoles.labelHelp')}
            value={draft.label}
            onChange={(e) => patch({ label: e.currentTarget.value })}
            maxLength={60}
            required
            data-testid="role-label"
            style={{ minWidth: 220 }}
          />
        </Group>
        <Divider label={t('adminRoles.visibilityTitle')} labelPosition="left" />
        <AccessField
          title={t('adminRoles.userAccess')}
          help={t('adminRoles.userAccessHelp')}
          setting={draft.userSetting}
          onSetting={(userSetting) => patch({ userSetting })}
          options={roleOptions}
          selected={draft.userRoles}
          onSelected={(values) => patch({ userRoles: values as RoleType[] })}
          selectedLabel={t('adminRoles.visibleRoles')}
          testId="role-user-access"
        />
        <AccessField
          title={t('adminRoles.startupAccess')}
          help={t('adminRoles.startupAccessHelp')}
          setting={draft.startupSetting}
          onSetting={(startupSetting) => patch({ startupSetting })}
          options={(startupOptions.data?.startups.results ?? []).map((s) => ({ value: s._id, label: s.name }))}
          selected={draft.startups}
          onSelected={(startups) => patch({ startups })}
          selectedLabel={t('adminRoles.visibleStartups')}
          testId="role-startup-access"
        />
        <Divider label={t('adminRoles.permissionsTitle', { total: selected.total, assigned: selected.assigned })} labelPosition="left" />
        <PermissionPicker
          catalogue={catalogue}
          value={draft.permissions}
          onChange={(permissions) => patch({ permissions })}
          preferAssigned={draft.startupSetting === 'ASSIGNED'}
        />
        <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
          <Button variant="default" onClick={onClose}>{t('adminRoles.cancel')}</Button>
          <Button onClick={() => void save()} disabled={invalid} loading={creating.loading || updating.loading} data-testid="role-save">
            {role ? t('adminRoles.save') : t('adminRoles.create')}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}

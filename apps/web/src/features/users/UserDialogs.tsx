import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../lib/alerts/alertStore';
import { usePlanAwareErrorText } from '../roles';
import { CHANGE_USER_ROLE, DEACTIVATE_USER, INVITE_USER, REFETCH_AFTER_CHANGE, type AdminUser } from './documents';

export interface RoleOption {
  value: string;
  label: string;
}

export function InviteUserModal({ opened, roles, onClose }: { opened: boolean; roles: RoleOption[]; onClose: () => void }) {
  const { t } = useTranslation();
  const toText = usePlanAwareErrorText();
  const [values, setValues] = useState({ email: '', firstName: '', lastName: '', roleId: '' });
  const [error, setError] = useState<string | null>(null);
  const [invite, { loading }] = useMutation(INVITE_USER, { refetchQueries: REFETCH_AFTER_CHANGE });
  useEffect(() => {
    if (opened) {
      setValues({ email: '', firstName: '', lastName: '', roleId: '' });
      setError(null);
    }
  }, [opened]);
  const valid = /^\S+@\S+\.\S+$/.test(values.email) && values.firstName.trim() && values.lastName.trim() && values.roleId;
  const submit = async (): Promise<void> => {
    try {
      await invite({ variables: { input: { ...values, email: values.email.trim(), firstName: values.firstName.trim(), lastName: values.lastName.trim() } } });
      alerts.success(t('adminUsers.invited', { email: values.email.trim() }));
      onClose();
    } catch (e) {
      setError(toText(e));
    }
  };
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{t('adminUsers.inviteTitle')}</Text>} centered>
      <Stack data-testid="invite-modal">
        {error ? <Alert color="red" data-testid="invite-error">{error}</Alert> : null}
        <TextInput label={t('adminUsers.email')} type="email" required value={values.email} onChange={(e) => set('email')(e.currentTarget.value)} data-testid="invite-email" />
        <Group grow>
          <TextInput label={t('adminUsers.firstName')} required value={values.firstName} onChange={(e) => set('firstName')(e.currentTarget.value)} data-testid="invite-first-name" />
          <TextInput label={t('adminUsers.lastName')} required value={values.lastName} onChange={(e) => set('lastName')(e.currentTarget.value)} data-testid="invite-last-name" />
        </Group>
        <Select label={t('adminUsers.role')} required data={roles} value={values.roleId || null} onChange={(v) => set('roleId')(v ?? '')} searchable data-testid="invite-role" comboboxProps={{ withinPortal: true }} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('adminRoles.cancel')}</Button>
          <Button onClick={() => void submit()} disabled={!valid} loading={loading} data-testid="invite-submit">{t('adminUsers.sendInvitation')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function ChangeRoleModal({ user, roles, onClose }: { user: AdminUser | null; roles: RoleOption[]; onClose: () => void }) {
  const { t } = useTranslation();
  const toText = usePlanAwareErrorText();
  const [roleId, setRoleId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [change, { loading }] = useMutation(CHANGE_USER_ROLE, { refetchQueries: REFETCH_AFTER_CHANGE });
  useEffect(() => {
    setRoleId(user?.role._id ?? null);
    setError(null);
  }, [user]);
  const submit = async (): Promise<void> => {
    if (!user || !roleId) return;
    try {
      await change({ variables: { userId: user._id, roleId } });
      alerts.success(t('adminUsers.roleChanged', { name: user.fullName }));
      onClose();
    } catch (e) {
      setError(toText(e));
    }
  };
  return (
    <Modal opened={user !== null} onClose={onClose} title={<Text fw={700}>{t('adminUsers.changeRoleTitle', { name: user?.fullName ?? '' })}</Text>} centered>
      <Stack data-testid="change-role-modal">
        {error ? <Alert color="red" data-testid="change-role-error">{error}</Alert> : null}
        <Select label={t('adminUsers.role')} data={roles} value={roleId} onChange={setRoleId} searchable allowDeselect={false} data-testid="change-role-select" comboboxProps={{ withinPortal: true }} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('adminRoles.cancel')}</Button>
          <Button onClick={() => void submit()} disabled={!roleId || roleId === user?.role._id} loading={loading} data-testid="change-role-submit">{t('adminRoles.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function DeactivateModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toText = usePlanAwareErrorText();
  const [deactivate, { loading }] = useMutation(DEACTIVATE_USER, { refetchQueries: REFETCH_AFTER_CHANGE });
  const submit = async (): Promise<void> => {
    if (!user) return;
    try {
      await deactivate({ variables: { userId: user._id } });
      alerts.success(t('adminUsers.deactivated', { name: user.fullName }));
      onClose();
    } catch (e) {
      alerts.error(toText(e));
    }
  };
  return (
    <Modal opened={user !== null} onClose={onClose} title={<Text fw={700}>{t('adminUsers.deactivateTitle')}</Text>} centered>
      <Stack>
        <Text>{t('adminUsers.deactivateConfirm', { name: user?.fullName ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('adminRoles.cancel')}</Button>
          <Button color="red" loading={loading} onClick={() => void submit()} data-testid="deactivate-confirm">{t('adminUsers.deactivate')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

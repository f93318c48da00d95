import { Badge, Button, Checkbox, Group, Paper, PasswordInput, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../lib/alerts/alertStore';
import { logout } from '../../lib/apollo/logout';
import { useErrorText } from '../../lib/errors/useErrorText';
import { LOGOUT_SESSION, MY_SESSIONS, relativeTime, useDeviceLabel } from '../sessions';
import { CHANGE_PASSWORD } from './documents';
import { FormError } from './FormError';
import { passwordMessage } from './passwordPolicy';
import { useAppForm } from '../../lib/forms/useAppForm';

function SessionsCard() {
  const { t, i18n } = useTranslation();
  const deviceLabel = useDeviceLabel();
  const toText = useErrorText();
  const { data, error, refetch } = useQuery(MY_SESSIONS, { fetchPolicy: 'network-only' });
  const [endSession] = useMutation(LOGOUT_SESSION);
  const [ending, setEnding] = useState<string | null>(null);
  const now = new Date();

  const revoke = async (sessionId: string, current: boolean): Promise<void> => {
    setEnding(sessionId);
    try {
      if (current) {
        await logout();
        return;
      }
      await endSession({ variables: { sessionId } });
      alerts.success(t('security.revoked'));
      await refetch();
    } catch (e) {
      alerts.error(toText(e));
    } finally {
      setEnding(null);
    }
  };

  return (
    <Paper withBorder p="lg" radius="md" data-testid="security-sessions">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('security.sessions')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('security.sessionsHelp')}
        </Text>
        <FormError message={error ? toText(error) : null} testId="security-sessions-error" />
        {/* On a phone the last activity goes under the device, so the button to end a session stays in sight. */}
        <Table.ScrollContainer minWidth={260}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('security.device')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('security.lastActivity')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(data?.mySessions ?? []).map((s) => {
                const lastActive = relativeTime(s.lastActivityAt, now, i18n.language);
                return (
                  <Table.Tr key={s._id} data-testid="security-session" data-session-id={s._id} data-current={s.current}>
                    <Table.Td>
                      <Group gap="xs">
                        <Text size="sm" fw={500}>
                          {deviceLabel(s.userAgent)}
                        </Text>
                        {s.current ? (
                          <Badge size="sm" variant="light" data-testid="security-session-current">
                            {t('security.current')}
                          </Badge>
                        ) : null}
                      </Group>
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {t('sessions.lastActivity', { time: lastActive })}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm" c="dimmed">
                        {lastActive}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="end">
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        loading={ending === s._id}
                        onClick={() => void revoke(s._id, s.current)}
                        data-testid="security-session-revoke"
                      >
                        {s.current ? t('userMenu.logout') : t('security.revoke')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}

interface ChangeValues {
  currentPassword: string;
  newPassword: string;
  endOtherSessions: boolean;
}

function ChangePasswordCard() {
  const { t } = useTranslation();
  const toText = useErrorText();
  const [change] = useMutation(CHANGE_PASSWORD, { refetchQueries: ['MySessions'] });
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useAppForm<ChangeValues>({ mode: 'onTouched', defaultValues: { currentPassword: '', newPassword: '', endOtherSessions: true } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await change({ variables: values });
      alerts.success(t('security.passwordChanged'));
      reset();
    } catch (e) {
      setServerError(toText(e));
    }
  });

  const currentField = t('security.currentPassword');
  const newField = t('account.password.new');
  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="change-password-form">
        <Stack gap="md" maw={420}>
          <Title order={2} size="h4">
            {t('security.changePassword')}
          </Title>
          <FormError message={serverError} testId="change-password-error" />
          <PasswordInput
            label={currentField}
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            data-testid="change-password-current"
            {...register('currentPassword', { validate: (v) => v !== '' || t('validation.required', { field: currentField }) })}
          />
          <PasswordInput
            label={newField}
            description={t('account.password.policy')}
            autoComplete="new-password"
            error={errors.newPassword?.message}
            data-testid="change-password-new"
            {...register('newPassword', { validate: (v) => passwordMessage(v, t, newField) })}
          />
          <Checkbox label={t('security.endOthers')} data-testid="change-password-end-others" {...register('endOtherSessions')} />
          <Group>
            <Button type="submit" loading={isSubmitting} data-testid="change-password-submit">
              {t('security.changePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /account/settings/security: the viewer's sessions (current marked, any revocable) and the password change. */
export function SecurityPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="security-page">
      <Title order={1} size="h2">
        {t('pages:security')}
      </Title>
      <SessionsCard />
      <ChangePasswordCard />
    </Stack>
  );
}

import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconCalendarEvent, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlotPicker } from '../booking/SlotPicker';
import { CANCEL_SESSION, HOLD_SESSION, RESCHEDULE_SESSION, type CoachingSessionData } from './documents';
import { useSessionErrorText } from './sessionText';

type Attendance = 'attended' | 'no_show';

/** Moving the session to a free slot of its first host (the server re-checks every host: SlotTaken says so). */
function RescheduleDialog({ session, opened, onClose }: { session: CoachingSessionData; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('coaching');
  const [move] = useMutation(RESCHEDULE_SESSION);
  const host = session.hosts[0];
  return (
    <Modal opened={opened} onClose={onClose} title={t('session.rescheduleTitle')} size="lg" closeButtonProps={{ 'aria-label': t('session.close') }}>
      <Stack gap="sm" data-testid="reschedule-dialog">
        <Text size="sm">{t('session.rescheduleHelp', { name: host?.fullName ?? '' })}</Text>
        {host ? (
          <SlotPicker
            hostId={host._id}
            hostName={host.fullName}
            startupId={session.startup._id}
            action={{
              label: (when) => t('session.moveTo', { when }),
              run: async (start) => {
                await move({ variables: { id: session._id, start } });
                onClose();
              },
            }}
          />
        ) : null}
      </Stack>
    </Modal>
  );
}

/** Marking the session held with each attendee's attendance (attended / no show). */
function HoldDialog({ session, opened, onClose }: { session: CoachingSessionData; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('coaching');
  const errorText = useSessionErrorText();
  const [attendance, setAttendance] = useState<Record<string, Attendance>>(() => Object.fromEntries(session.attendees.map((a) => [a._id, 'attended' as const])));
  const [failure, setFailure] = useState<string | null>(null);
  // Held, the session can be evaluated: the evaluation card asks again (else it says "once it has taken place").
  const [hold, holding] = useMutation(HOLD_SESSION, { refetchQueries: ['SessionEvaluation'] });
  const submit = async () => {
    setFailure(null);
    try {
      await hold({ variables: { id: session._id, attendance: Object.entries(attendance).map(([userId, value]) => ({ userId, attendance: value })) } });
      onClose();
    } catch (caught) {
      setFailure(errorText(caught));
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('session.holdTitle')} closeButtonProps={{ 'aria-label': t('session.close') }}>
      <Stack gap="sm" data-testid="hold-dialog">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {session.attendees.map((a) => (
          <Group key={a._id} justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" id={`attendance-${a._id}`}>
              {a.fullName}
            </Text>
            <SegmentedControl
              aria-labelledby={`attendance-${a._id}`}
              value={attendance[a._id] ?? 'attended'}
              onChange={(value) => setAttendance((current) => ({ ...current, [a._id]: value as Attendance }))}
              data={[
                { value: 'attended', label: t('session.attendance.attended') },
                { value: 'no_show', label: t('session.attendance.no_show') },
              ]}
              data-testid="attendance-choice"
            />
          </Group>
        ))}
        <Group justify="flex-end">
          <Button onClick={submit} loading={holding.loading} data-testid="confirm-hold">
            {t('session.holdConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Reschedule, cancel (after a confirmation) and hold, for the hosts and staff of a scheduled session. */
export function SessionActions({ session }: { session: CoachingSessionData }) {
  const { t } = useTranslation('coaching');
  const errorText = useSessionErrorText();
  const [dialog, setDialog] = useState<'reschedule' | 'cancel' | 'hold' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancel, cancelling] = useMutation(CANCEL_SESSION);
  const started = new Date(session.startsAt).getTime() <= Date.now();
  const confirmCancel = async () => {
    setFailure(null);
    try {
      await cancel({ variables: { id: session._id } });
      setDialog(null);
    } catch (caught) {
      setFailure(errorText(caught));
    }
  };
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap" data-testid="session-actions">
        <Button variant="light" leftSection={<IconCalendarEvent size={16} aria-hidden />} onClick={() => setDialog('reschedule')} data-testid="open-reschedule">
          {t('session.reschedule')}
        </Button>
        <Button variant="light" leftSection={<IconCheck size={16} aria-hidden />} onClick={() => setDialog('hold')} disabled={!started} data-testid="open-hold">
          {t('session.hold')}
        </Button>
        <Button variant="light" color="red" leftSection={<IconX size={16} aria-hidden />} onClick={() => setDialog('cancel')} data-testid="open-cancel">
          {t('session.cancel')}
        </Button>
      </Group>
      {!started ? (
        <Text size="xs" c="dimmed">
          {t('session.holdLater')}
        </Text>
      ) : null}
      {dialog === 'reschedule' ? <RescheduleDialog session={session} opened onClose={() => setDialog(null)} /> : null}
      {dialog === 'hold' ? <HoldDialog session={session} opened onClose={() => setDialog(null)} /> : null}
      <Modal opened={dialog === 'cancel'} onClose={() => setDialog(null)} title={t('session.cancelTitle')} closeButtonProps={{ 'aria-label': t('session.close') }}>
        <Stack gap="sm" data-testid="cancel-dialog">
          <Text size="sm">{t('session.cancelConfirmText')}</Text>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t('session.keep')}
            </Button>
            <Button color="red" onClick={confirmCancel} loading={cancelling.loading} data-testid="confirm-cancel">
              {t('session.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

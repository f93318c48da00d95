import { Alert, Button, Group, Modal, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookingErrorText } from '../booking/bookingText';
import { amount, whenIn } from '../format';
import { INVITE_STARTUP, INVITE_STARTUP_OPTIONS } from './agendaDocuments';
import { AVAILABILITY_HOSTS } from './documents';
import { useUpcomingFreeSlots } from './useUpcomingFreeSlots';

/** Answer windows offered, in hours; the server's default (72 h, or the start if sooner) is the middle one. */
const EXPIRY_HOURS = [24, 48, 72, 168] as const;
const DEFAULT_EXPIRY = '72';

interface Props {
  opened: boolean;
  /** The page's host: the first host, whose free slots are offered. */
  host: { id: string; isViewer: boolean };
  timeZone: string;
  /** Holders of AVAILABILITY:EDIT may add other hosts; a mentor invites only as themselves (the server's rule). */
  canAddHosts: boolean;
  onClose: () => void;
  onSent: (startupName: string) => void;
}

/** Invite a startup: a startup, the host(s), one of the host's free slots, how long the startup has to answer. */
export function InviteStartupDialog({ opened, host, timeZone, canAddHosts, onClose, onSent }: Props) {
  const { t, i18n } = useTranslation('coaching');
  const errorText = useBookingErrorText();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [startupId, setStartupId] = useState<string | null>(null);
  const [extraHosts, setExtraHosts] = useState<string[]>([]);
  const [start, setStart] = useState<string | null>(null);
  const [expiry, setExpiry] = useState<string | null>(DEFAULT_EXPIRY);
  const [title, setTitle] = useState('');
  const { slots } = useUpcomingFreeSlots(host.isViewer ? null : host.id, !opened);
  const { data: startups } = useQuery(INVITE_STARTUP_OPTIONS, { variables: { search: debounced || null }, skip: !opened });
  const { data: hosts } = useQuery(AVAILABILITY_HOSTS, { variables: { search: null }, skip: !opened || !canAddHosts });
  const [invite, { loading, error, reset }] = useMutation(INVITE_STARTUP, { refetchQueries: ['HostInvitations', 'FreeSlots'] });

  const close = () => {
    setStartupId(null);
    setStart(null);
    setExtraHosts([]);
    setTitle('');
    setExpiry(DEFAULT_EXPIRY);
    reset();
    onClose();
  };
  const submit = async () => {
    const slot = slots.find((s) => s.start === start);
    if (!startupId || !slot) return;
    // The server refuses an expiry after the start: a window longer than the wait ends at the start.
    const expiresAt = new Date(Math.min(Date.now() + Number(expiry ?? DEFAULT_EXPIRY) * 3_600_000, Date.parse(slot.start))).toISOString();
    const result = await invite({
      variables: { hostIds: [host.id, ...extraHosts], startupId, start: slot.start, end: slot.end, expiresAt, title: title.trim() || null },
    }).catch(() => null);
    if (result?.data) {
      onSent(result.data.inviteStartup.startup.name);
      close();
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('invite.open')} size="lg" centered closeButtonProps={{ 'aria-label': t('common:alerts.close') }}>
      <Stack gap="md" data-testid="invite-startup">
        <Select
          label={t('invite.startup')}
          placeholder={t('invite.startupPlaceholder')}
          data={(startups?.startups.results ?? []).map((s) => ({ value: s._id, label: s.name }))}
          value={startupId}
          onChange={setStartupId}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={t('invite.noStartup')}
          comboboxProps={{ withinPortal: true }}
          required
          data-testid="invite-startup-select"
        />
        {canAddHosts ? (
          <MultiSelect
            label={t('invite.otherHosts')}
            data={(hosts?.availabilityHosts ?? []).filter((h) => h._id !== host.id).map((h) => ({ value: h._id, label: h.fullName }))}
            value={extraHosts}
            onChange={setExtraHosts}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        <Select
          label={t('invite.time')}
          description={t('invite.timeHelp')}
          placeholder={slots.length === 0 ? t('officeHours.noFreeSlots') : undefined}
          data={slots.map((s) => ({ value: s.start, label: whenIn(s.start, timeZone, i18n.language) }))}
          value={start}
          onChange={setStart}
          searchable
          comboboxProps={{ withinPortal: true }}
          required
          data-testid="invite-time"
        />
        <Select
          label={t('invite.expiry')}
          data={EXPIRY_HOURS.map((h) => ({ value: String(h), label: h % 24 === 0 ? amount(h / 24, 'day', i18n.language) : amount(h, 'hour', i18n.language) }))}
          value={expiry}
          onChange={setExpiry}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput label={t('invite.sessionTitle')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={200} />
        {error ? (
          <Alert color="red" role="alert">
            {errorText(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('officeHours.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={!startupId || !start} loading={loading} data-testid="confirm-invite">
            {t('invite.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

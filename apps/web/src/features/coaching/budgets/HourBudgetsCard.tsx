import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconLock, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { alerts } from '../../../lib/alerts/alertStore';
import { useWhen } from '../booking/bookingText';
import { AllocationForm } from './AllocationForm';
import { useBudgetErrorText } from './budgetText';
import { ALLOCATE_HOURS, DELETE_HOUR_ALLOCATION, HOUR_BUDGETS, UPDATE_HOUR_ALLOCATION, type HourAllocationData } from './documents';

const LEDGER_SHOWN = 8;

function LedgerLines({ allocation }: { allocation: HourAllocationData }) {
  const { t } = useTranslation('coaching');
  const when = useWhen();
  if (allocation.ledger.length === 0) return null;
  return (
    <Stack gap={2} data-testid="hour-ledger">
      <Text size="xs" c="dimmed" fw={600}>
        {t('budgets.ledger')}
      </Text>
      {allocation.ledger.slice(0, LEDGER_SHOWN).map((line) => (
        <Text key={line._id} size="xs" data-testid="hour-ledger-line">
          {t('budgets.ledgerLine', { kind: t(`budgets.kinds.${line.kind}`), minutes: line.minutes })}
          {/* A one-on-one event booking's minutes (no session): its event's title, or a label once the event is gone. */}
          {line.hostBookingId ? ` · ${line.eventTitle ?? t('budgets.eventBooking')}` : ''}
          {line.sessionStartsAt ? ` · ${when.full(line.sessionStartsAt)}` : ''}
        </Text>
      ))}
    </Stack>
  );
}

function AllocationRow({ allocation, canManage, startupId }: { allocation: HourAllocationData; canManage: boolean; startupId: string }) {
  const { t } = useTranslation('coaching');
  const errorText = useBudgetErrorText();
  const [editing, setEditing] = useState(false);
  const [update, updating] = useMutation(UPDATE_HOUR_ALLOCATION);
  const [remove, removing] = useMutation(DELETE_HOUR_ALLOCATION, { refetchQueries: [{ query: HOUR_BUDGETS, variables: { startupId } }], awaitRefetchQueries: true });
  const used = allocation.allocatedMinutes > 0 ? ((allocation.pendingMinutes + allocation.usedMinutes) / allocation.allocatedMinutes) * 100 : 100;
  const name = allocation.mentor ? t('budgets.withMentor', { name: allocation.mentor.fullName }) : t('budgets.programWide');
  return (
    <Stack gap={6} data-testid="hour-allocation">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text fw={600}>{name}</Text>
          {allocation.program ? (
            <Text size="xs" c="dimmed">
              {t('budgets.inProgram', { name: allocation.program.name })}
            </Text>
          ) : null}
        </Stack>
        <Text size="sm" fw={600} data-testid="hour-allocation-remaining">
          {t('budgets.remaining', { remaining: allocation.remainingMinutes, allocated: allocation.allocatedMinutes })}
        </Text>
      </Group>
      <Progress value={Math.min(100, used)} aria-label={name} />
      <Text size="xs" c="dimmed">
        {t('budgets.counters', { pending: allocation.pendingMinutes, used: allocation.usedMinutes })}
      </Text>
      {allocation.applies ? null : (
        <Text size="xs" c="dimmed">
          {t('budgets.notApplying')}
        </Text>
      )}
      <LedgerLines allocation={allocation} />
      {canManage && editing ? (
        <AllocationForm
          initial={{ amount: allocation.amount, unit: allocation.unit }}
          busy={updating.loading}
          onCancel={() => setEditing(false)}
          onSubmit={async ({ amount, unit }) => {
            await update({ variables: { id: allocation._id, amount, unit } });
            void alerts.success(t('budgets.saved'));
            setEditing(false);
          }}
        />
      ) : null}
      {canManage && !editing ? (
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setEditing(true)}>
            {t('budgets.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={removing.loading}
            onClick={async () => {
              try {
                await remove({ variables: { id: allocation._id } });
                void alerts.success(t('budgets.removed'));
              } catch (caught) {
                void alerts.error(errorText(caught));
              }
            }}
          >
            {t('budgets.remove')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * The "Hour budgets" card of the startup file (issue 17 item 4): each allocation with what remains, its counters and
 * its latest ledger lines; staff who may (viewerCanAllocate) allocate, change and remove. Nothing for viewers who may
 * not read the budgets; the plan's lock or the switched-off state for those who manage them.
 */
export function HourBudgetsCard({ startupId }: { startupId?: string } = {}) {
  const { t } = useTranslation('coaching');
  const params = useParams();
  const id = startupId ?? params.id ?? '';
  const { data, error } = useQuery(HOUR_BUDGETS, { variables: { startupId: id }, skip: !id, fetchPolicy: 'cache-and-network' });
  const [allocate, allocating] = useMutation(ALLOCATE_HOURS, { refetchQueries: [{ query: HOUR_BUDGETS, variables: { startupId: id } }], awaitRefetchQueries: true });
  const [adding, setAdding] = useState(false);
  const budgets = data?.hourBudgets;
  // Not a reader (Forbidden) or not loaded: the card stays away rather than saying so on someone else's page.
  if (error || !budgets) return null;
  if (budgets.state !== 'on' && !budgets.viewerCanAllocate) return null;
  const canManage = budgets.viewerCanAllocate && budgets.state === 'on';
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="hour-budgets-card">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('budgets.title')}
        </Title>
        {budgets.state === 'locked' ? (
          <Alert color="gray" icon={<IconLock aria-hidden />}>
            {t('budgets.locked')}
          </Alert>
        ) : null}
        {budgets.state === 'off' ? <Alert color="gray">{t('budgets.off')}</Alert> : null}
        {budgets.state === 'on' && budgets.allocations.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('budgets.none')}
          </Text>
        ) : null}
        {budgets.allocations.map((allocation) => (
          <AllocationRow key={allocation._id} allocation={allocation} canManage={canManage} startupId={id} />
        ))}
        {canManage && adding ? (
          <AllocationForm
            startupId={id}
            busy={allocating.loading}
            onCancel={() => setAdding(false)}
            onSubmit={async ({ amount, unit, mentorId }) => {
              await allocate({ variables: { startupId: id, mentorId: mentorId ?? null, amount, unit } });
              void alerts.success(t('budgets.added'));
              setAdding(false);
            }}
          />
        ) : null}
        {canManage && !adding ? (
          <Group>
            <Button size="xs" onClick={() => setAdding(true)} data-testid="allocate-hours">
              {t('budgets.add')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

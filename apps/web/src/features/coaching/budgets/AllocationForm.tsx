import { Alert, Button, Group, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { HOUR_ALLOCATION_UNITS, hourAmountSchema, type HourAllocationUnit } from '@hatchery/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBudgetErrorText } from './budgetText';
import { BUDGET_HOSTS } from './documents';

export interface AllocationValues {
  amount: number;
  unit: HourAllocationUnit;
  /** New allocations only: the mentor, or null for program-wide. */
  mentorId?: string | null;
}

interface AllocationFormProps {
  /** Given for a new allocation: its mentor is picked among the startup's assigned hosts. */
  startupId?: string;
  initial?: { amount: number; unit: HourAllocationUnit };
  busy: boolean;
  onSubmit: (values: AllocationValues) => Promise<void>;
  onCancel: () => void;
}

const PROGRAM_WIDE = 'program-wide';

/** Allocating (a mentor or program-wide, an amount of hours or days) or changing an allocation's amount. */
export function AllocationForm({ startupId, initial, busy, onSubmit, onCancel }: AllocationFormProps) {
  const { t } = useTranslation('coaching');
  const errorText = useBudgetErrorText();
  const { data } = useQuery(BUDGET_HOSTS, { variables: { startupId: startupId ?? '' }, skip: !startupId });
  const [mentor, setMentor] = useState<string>(PROGRAM_WIDE);
  const [amount, setAmount] = useState<number | string>(initial?.amount ?? 2);
  const [unit, setUnit] = useState<HourAllocationUnit>(initial?.unit ?? 'HOUR');
  const [failure, setFailure] = useState<string | null>(null);
  const hosts = data?.bookableHosts[0]?.hosts ?? [];
  const amountOk = hourAmountSchema.safeParse(Number(amount)).success;

  const submit = async () => {
    setFailure(null);
    try {
      await onSubmit({ amount: Number(amount), unit, ...(startupId ? { mentorId: mentor === PROGRAM_WIDE ? null : mentor } : {}) });
    } catch (caught) {
      setFailure(errorText(caught));
    }
  };

  return (
    <Stack gap="sm" data-testid="allocation-form">
      {startupId ? (
        <Select
          label={t('budgets.mentor')}
          data={[{ value: PROGRAM_WIDE, label: t('budgets.programWide') }, ...hosts.map((h) => ({ value: h._id, label: h.fullName }))]}
          value={mentor}
          onChange={(value) => setMentor(value ?? PROGRAM_WIDE)}
          allowDeselect={false}
          data-testid="allocation-mentor"
        />
      ) : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NumberInput
          label={t('budgets.amount')}
          value={amount}
          onChange={setAmount}
          min={0.25}
          step={0.25}
          decimalScale={2}
          w={140}
          error={amountOk ? undefined : t('budgets.errors.amountInvalid')}
          data-testid="allocation-amount"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="allocation-unit-label">
            {t('budgets.unit')}
          </Text>
          <SegmentedControl
            aria-labelledby="allocation-unit-label"
            value={unit}
            onChange={(value) => setUnit(value as HourAllocationUnit)}
            data={HOUR_ALLOCATION_UNITS.map((u) => ({ value: u, label: t(`budgets.units.${u}`) }))}
          />
        </Stack>
      </Group>
      {failure ? (
        <Alert color="orange" role="alert" data-testid="allocation-error">
          {failure}
        </Alert>
      ) : null}
      <Group gap="xs">
        <Button size="xs" onClick={submit} loading={busy} disabled={!amountOk} data-testid="allocation-save">
          {t('budgets.save')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onCancel}>
          {t('budgets.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

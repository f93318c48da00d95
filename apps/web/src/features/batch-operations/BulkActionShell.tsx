import { Alert, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconStack2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface BulkActionItem<A extends string> {
  action: A;
  label: string;
  icon: ReactNode;
  color?: string;
}

interface BulkActionShellProps<A extends string> {
  /** What the selection bar's button says it acts on (e.g. "3 startups selected"). */
  count: number;
  items: ReadonlyArray<BulkActionItem<A>>;
  chosen: A | null;
  onChoose: (action: A | null) => void;
  /** The chosen action's parameter field(s); null when it has none. */
  children: ReactNode;
  ready: boolean;
  loading: boolean;
  error: string | null;
  onStart: () => void;
  testId: string;
}

/** The shared frame of the start-a-bulk-action UI: a menu of actions, then a modal asking for the parameter. */
export function BulkActionShell<A extends string>({ count, items, chosen, onChoose, children, ready, loading, error, onStart, testId }: BulkActionShellProps<A>) {
  const { t } = useTranslation();
  const item = items.find((i) => i.action === chosen);
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button variant="light" leftSection={<IconStack2 size={16} />} rightSection={<IconChevronDown size={14} />} disabled={count === 0} data-testid={`${testId}-open`}>
            {t('batchActions.button', { selected: count })}
          </Button>
        </Menu.Target>
        <Menu.Dropdown data-testid={`${testId}-menu`}>
          {items.map((i) => (
            <Menu.Item key={i.action} leftSection={i.icon} color={i.color} onClick={() => onChoose(i.action)} data-testid={`${testId}-action`} data-action={i.action}>
              {i.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Modal opened={item !== undefined} onClose={() => onChoose(null)} title={<Text fw={700}>{item?.label ?? ''}</Text>} centered>
        <Stack data-testid={`${testId}-modal`}>
          <Text size="sm" c="dimmed">{t('batchActions.appliesTo', { selected: count })}</Text>
          {error ? <Alert color="red" data-testid={`${testId}-error`}>{error}</Alert> : null}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onChoose(null)}>{t('batchActions.cancel')}</Button>
            <Button color={item?.color} onClick={onStart} disabled={!ready} loading={loading} data-testid={`${testId}-start`}>
              {t('batchActions.start')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

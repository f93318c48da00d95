import { Alert, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { IconChevronDown, IconStack2 } from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';
import type { StartedOperation } from './documents';
import { followBatchOperation, type BatchFeed } from './followBatchOperation';

export interface BulkActionItem<A extends string> {
  action: A;
  label: string;
  icon: ReactNode;
  color?: string;
}

/** What a start mutation answered, and the subscription that feeds its panel. */
export interface StartedBulkAction {
  feed: BatchFeed;
  operation: StartedOperation;
}

/** The state every start-a-bulk-action UI shares: the chosen action, the start's error, the start itself. */
export interface BulkActionState<A extends string> {
  action: A | null;
  choose: (action: A | null) => void;
  error: string | null;
  starting: boolean;
  /** Runs the start mutation; on success follows the operation in its panel, closes the modal and calls onDone. */
  start: (run: () => Promise<StartedBulkAction | null>) => Promise<void>;
}

/**
 * `onDone`: the operation started (e.g. clear the selection). `onResult`: it has its result — the records changed, so
 * the list on screen reads them again.
 */
export function useBulkAction<A extends string>(onDone?: () => void, onResult?: () => void): BulkActionState<A> {
  const client = useApolloClient();
  const toText = useErrorText();
  const [action, setAction] = useState<A | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const choose = useCallback((next: A | null) => {
    setAction(next);
    setError(null);
  }, []);
  const start = async (run: () => Promise<StartedBulkAction | null>): Promise<void> => {
    setStarting(true);
    try {
      const started = await run();
      if (!started) return;
      followBatchOperation(client, started.feed, started.operation, undefined, onResult);
      setAction(null);
      onDone?.();
    } catch (e) {
      setError(toText(e));
    } finally {
      setStarting(false);
    }
  };
  return { action, choose, error, starting, start };
}

interface BulkActionShellProps<A extends string> {
  state: BulkActionState<A>;
  /** How many records the action applies to (the button and the modal say it). */
  count: number;
  items: ReadonlyArray<BulkActionItem<A>>;
  /** The chosen action's parameter field(s); null when it has none. */
  children: ReactNode;
  ready: boolean;
  /** Loading what the parameter fields offer failed. */
  loadError?: string | null;
  onStart: () => void;
  testId: string;
}

/** The shared frame of the start-a-bulk-action UI: a menu of actions, then a modal asking for the parameter. */
export function BulkActionShell<A extends string>({ state, count, items, children, ready, loadError, onStart, testId }: BulkActionShellProps<A>) {
  const { t } = useTranslation();
  const item = items.find((i) => i.action === state.action);
  const error = state.error ?? loadError ?? null;
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button variant="light" leftSection={<IconStack2 size={16} />} rightSection={<IconChevronDown size={14} />} disabled={count === 0 || items.length === 0} data-testid={`${testId}-open`}>
            {t('batchActions.button', { selected: count })}
          </Button>
        </Menu.Target>
        <Menu.Dropdown data-testid={`${testId}-menu`}>
          {items.map((i) => (
            <Menu.Item key={i.action} leftSection={i.icon} color={i.color} onClick={() => state.choose(i.action)} data-testid={`${testId}-action`} data-action={i.action}>
              {i.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={item !== undefined}
        onClose={() => state.choose(null)}
        title={<Text fw={700}>{item?.label ?? ''}</Text>}
        closeButtonProps={{ 'aria-label': t('batch.close') }}
        centered
      >
        <Stack data-testid={`${testId}-modal`}>
          <Text size="sm" c="dimmed">{t('batchActions.appliesTo', { selected: count })}</Text>
          {error ? <Alert color="red" data-testid={`${testId}-error`}>{error}</Alert> : null}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => state.choose(null)}>{t('batchActions.cancel')}</Button>
            <Button color={item?.color} onClick={onStart} disabled={!ready} loading={state.starting} data-testid={`${testId}-start`}>
              {t('batchActions.start')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

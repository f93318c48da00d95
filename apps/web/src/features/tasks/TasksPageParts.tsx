import { Alert, Button, Center, Group, SegmentedControl, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import type { TaskCompletionStatus } from './documents';
import { IconChecklist, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useErrorText } from '../../lib/errors/useErrorText';
import { useStartupTermOptions } from '../shell';
import { useTaskEditor } from './taskEditor';
import type { TaskListState } from './useTaskList';
import { LoadingIndicator } from '../../components/LoadingIndicator';

const TABS = ['/tasks', '/tasks/users', '/tasks/startups'] as const;

/** The pages' title, their Add Task button and the tabs between /tasks, /tasks/users and /tasks/startups. */
export function TasksHeader() {
  const { t } = useTranslation('tasks');
  const termOptions = useStartupTermOptions();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { openAdd } = useTaskEditor();
  const current = TABS.find((tab) => pathname.replace(/\/$/, '') === tab) ?? '/tasks';
  const labels: Record<(typeof TABS)[number], string> = {
    '/tasks': t('tabs.mine'),
    '/tasks/users': t('tabs.users'),
    '/tasks/startups': t('tabs.startups', termOptions),
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {t('pageTitle')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openAdd()} data-testid="tasks-page-add" data-action="createTask">
          {t('add')}
        </Button>
      </Group>
      <Tabs value={current} onChange={(value) => value && void navigate(value)}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`tasks-tab-${tab.split('/')[2] ?? 'mine'}`}>
              {labels[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </Stack>
  );
}

/** Pending or completed tasks. */
export function CompletionFilter({ value, onChange }: { value: TaskCompletionStatus; onChange: (value: TaskCompletionStatus) => void }) {
  const { t } = useTranslation('tasks');
  return (
    <SegmentedControl
      value={value}
      onChange={(v) => onChange(v === 'COMPLETED' ? 'COMPLETED' : 'PENDING')}
      data={[
        { value: 'PENDING', label: t('filters.pending') },
        { value: 'COMPLETED', label: t('filters.completed') },
      ]}
      aria-label={t('filters.status')}
      data-testid="tasks-status-filter"
    />
  );
}

export function EmptyTasks({ text }: { text: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" data-testid="tasks-empty">
      <ThemeIcon size={48} radius="xl" variant="light" color="teal">
        <IconChecklist size={26} aria-hidden />
      </ThemeIcon>
      <Text fw={500} ta="center">
        {text}
      </Text>
    </Stack>
  );
}

/** Loading, error or empty state of a list; else the list itself and "Load more" while a next page exists. */
export function TaskListFrame({ list, emptyText, children }: { list: TaskListState; emptyText: string; children: ReactNode }) {
  const { t } = useTranslation('tasks');
  const toText = useErrorText();
  if (list.loading) {
    return (
      <Center py="xl">
        <LoadingIndicator size="sm" />
      </Center>
    );
  }
  if (list.error && list.tasks.length === 0) return <Alert color="red">{toText(list.error)}</Alert>;
  if (list.tasks.length === 0) return <EmptyTasks text={emptyText} />;
  return (
    <Stack gap="md">
      {children}
      {list.hasMore ? (
        <Center>
          <Button variant="light" loading={list.loadingMore} onClick={() => void list.loadMore()} data-testid="tasks-load-more">
            {t('loadMore')}
          </Button>
        </Center>
      ) : null}
      <Text size="xs" c="dimmed" ta="center" data-testid="tasks-shown">
        {t('shown', { shown: list.tasks.length, count: Math.max(list.totalCount, list.tasks.length) })}
      </Text>
    </Stack>
  );
}

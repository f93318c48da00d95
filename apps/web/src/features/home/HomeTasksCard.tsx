import { useQuery } from '@apollo/client/react';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HOME_TASKS } from './documents';
import { HomeCardFrame } from './HomeCardFrame';

const SHOWN = 5;

/** The viewer's open tasks, soonest due first, with the link to /tasks. */
export function HomeTasksCard() {
  const { t, i18n } = useTranslation();
  const { data, loading } = useQuery(HOME_TASKS, { variables: { limit: SHOWN }, fetchPolicy: 'cache-and-network' });
  const page = data?.tasks;
  const dateFormat = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { day: 'numeric', month: 'short' });
  return (
    <HomeCardFrame
      title={t('home.tasks.title')}
      testId="home-tasks"
      count={page?.totalCount}
      loading={loading && !page}
      more={{ to: '/tasks', label: t('home.tasks.all') }}
    >
      {page && page.results.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('home.tasks.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {page?.results.map((task) => (
            <Group key={task._id} gap="sm" wrap="nowrap" data-testid="home-task">
              <ThemeIcon variant="light" radius="md" color="gray" aria-hidden>
                <IconChecklist size={16} />
              </ThemeIcon>
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Text dir="auto" size="sm" fw={500} truncate>
                  {task.name}
                </Text>
                {task.startup ? (
                  <Text dir="auto" size="xs" c="dimmed" truncate>
                    {task.startup.name}
                  </Text>
                ) : null}
              </Stack>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                <time dateTime={task.dueDate}>{dateFormat.format(new Date(task.dueDate))}</time>
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </HomeCardFrame>
  );
}

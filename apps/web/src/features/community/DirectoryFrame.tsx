import { Button, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DirectoryFrameProps {
  title: string;
  intro: string;
  search: string;
  onSearch: (value: string) => void;
  searchLabel: string;
  loading: boolean;
  total: number | null;
  /** Shown when nothing is visible: the role sees nobody (NONE) or the search matched nothing. */
  empty: string;
  hasMore: boolean;
  onMore: () => void;
  testId: string;
  actions?: ReactNode;
  /** The tag and industry filters, beside the search (D-163). */
  filters?: ReactNode;
  children: ReactNode;
}

/** The shared frame of /community/people and /community/startups: title, search, the card grid, "show more". */
export function DirectoryFrame(props: DirectoryFrameProps) {
  const { t } = useTranslation('community');
  return (
    <Stack gap="lg" data-testid={props.testId}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {props.title}
          </Title>
          <Text c="dimmed">{props.intro}</Text>
        </Stack>
        {props.actions}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          w={420}
          maw="100%"
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={props.searchLabel}
          aria-label={props.searchLabel}
          value={props.search}
          onChange={(event) => props.onSearch(event.currentTarget.value)}
          data-testid="directory-search"
        />
        {props.filters}
      </Group>
      {props.loading && props.total === null ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Skeleton height={140} radius="lg" />
          <Skeleton height={140} radius="lg" />
          <Skeleton height={140} radius="lg" />
        </SimpleGrid>
      ) : !props.total ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="directory-empty">
          {props.empty}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="directory-count">
            {t('directory.count', { count: props.total })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{props.children}</SimpleGrid>
          {props.hasMore ? (
            <Group justify="center">
              <Button variant="default" onClick={props.onMore}>
                {t('showMore')}
              </Button>
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}

import { Anchor, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBook, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CourseCard } from './CourseCard';
import { COURSE_LIBRARY } from './documents';
import { NotReady } from './courseState';
import { COURSES_HOME_PATH, COURSES_MANAGEMENT_PATH } from './paths';

/**
 * /courses (D-583): the catalogue — every published course, searched by title or summary, each card with the viewer's
 * progress once they have started it.
 */
export function CoursesPage() {
  const { t } = useTranslation('courses');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data, previousData, error } = useQuery(COURSE_LIBRARY, { variables: { search: debounced || null }, fetchPolicy: 'cache-and-network' });
  const library = (data ?? previousData)?.courseLibrary;

  let content: ReactNode;
  if (!library) {
    content = <NotReady error={error} testId="courses-catalogue-error" />;
  } else if (library.courses.length === 0 && debounced) {
    content = (
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center" data-testid="courses-no-match">
          {t('catalogue.noMatch', { search: debounced })}
        </Text>
      </Paper>
    );
  } else if (library.courses.length === 0) {
    content = (
      <Paper withBorder radius="md" p="xl" data-testid="courses-catalogue-empty">
        <Stack align="center" gap="xs">
          <IconBook size={40} aria-hidden style={{ opacity: 0.5 }} />
          <Text fw={600}>{t('catalogue.emptyTitle')}</Text>
          <Text c="dimmed" ta="center">
            {library.viewerCanManage ? t('catalogue.emptyManager') : t('catalogue.empty')}
          </Text>
          {library.viewerCanManage ? (
            <Anchor component={Link} to={COURSES_MANAGEMENT_PATH}>
              {t('home.manage')}
            </Anchor>
          ) : null}
        </Stack>
      </Paper>
    );
  } else {
    content = (
      <Stack gap="sm">
        {debounced ? (
          <Text size="sm" c="dimmed" role="status" data-testid="courses-results-count">
            {t('catalogue.results', { count: library.courses.length })}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="courses-catalogue-list">
          {library.courses.map((course) => (
            <CourseCard key={course._id} course={course} />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" w="100%" data-testid="courses-catalogue">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 280px' }}>
          <Title order={1} size="h2">
            {t('catalogue.title')}
          </Title>
          <Text c="dimmed">{t('catalogue.subtitle')}</Text>
        </Stack>
        <Anchor component={Link} to={COURSES_HOME_PATH} size="sm">
          {t('catalogue.myLearning')}
        </Anchor>
      </Group>
      <TextInput
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        placeholder={t('catalogue.searchPlaceholder')}
        aria-label={t('catalogue.searchLabel')}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={100}
        maw={480}
        data-testid="courses-search"
      />
      {content}
    </Stack>
  );
}

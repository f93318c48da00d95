import { Anchor, Button, Group, Paper, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoAccessState } from '../../app/errors/NoAccessState';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { toast } from '../../lib/alerts/alertStore';
import { useNow } from '../notifications';
import { CourseDialog } from './CourseDialog';
import { CourseRowMenu } from './CourseRowMenu';
import { CourseStatusBadge } from './CourseStatusBadge';
import { COURSE_ABILITIES, DELETE_COURSE, MANAGED_COURSES, SET_COURSE_PUBLISHED, type CourseSummary } from './documents';
import { NotReady, useAttempt, useRemoval } from './courseState';
import { RelativeTime } from './RelativeTime';
import { COURSES_HOME_PATH, courseBuilderPath } from './paths';

/**
 * /courses/management (D-583): the courses the viewer manages, drafts and published, latest changed first — each with
 * its builder, its learners, publishing and deletion. "New course" for those who may create one. The route is open to
 * every signed-in member while the course flag is on (RTE-54), but only holders of COURSES:MANAGE may read the list:
 * ask the server's own rule first, so the page never asks for what the server refuses this viewer (D-92).
 */
export function CoursesManagementPage() {
  const { data, error } = useQuery(COURSE_ABILITIES, { fetchPolicy: 'cache-and-network' });
  const abilities = data?.courseLibrary;
  if (!abilities) return <NotReady error={error} testId="courses-management-error" />;
  if (!abilities.viewerCanManage) return <NoAccessState />;
  return <ManagedCourses canCreate={abilities.viewerCanCreate} />;
}

function ManagedCourses({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation('courses');
  const now = useNow();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data, previousData, error } = useQuery(MANAGED_COURSES, { variables: { search: debounced || null }, fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  const [setPublished] = useMutation(SET_COURSE_PUBLISHED);
  const [remove, { loading: removingNow }] = useMutation(DELETE_COURSE, {
    update(cache, result) {
      const id = result.data?.deleteCourse;
      if (id) cache.evict({ id: cache.identify({ __typename: 'Course', _id: id }) });
      cache.gc();
    },
  });
  const attempt = useAttempt();
  const removal = useRemoval<CourseSummary>((courseId) => remove({ variables: { id: courseId } }), (title) => t('management.deleted', { title }));
  const courses = (data ?? previousData)?.managedCourses;

  const publish = (course: CourseSummary, published: boolean) =>
    void attempt(async () => {
      await setPublished({ variables: { id: course._id, published } });
      toast('success', t(published ? 'publish.published' : 'publish.unpublished', { title: course.title }));
    });

  let content;
  if (!courses) {
    content = <NotReady error={error} testId="courses-management-error" />;
  } else if (courses.length === 0) {
    content = (
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center" data-testid={debounced ? 'courses-management-no-match' : 'courses-management-empty'}>
          {debounced ? t('catalogue.noMatch', { search: debounced }) : t('management.empty')}
        </Text>
      </Paper>
    );
  } else {
    content = (
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover data-testid="courses-management-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('management.course')}</Table.Th>
                <Table.Th>{t('management.status')}</Table.Th>
                <Table.Th>{t('management.lessons')}</Table.Th>
                <Table.Th>{t('management.learnerCount')}</Table.Th>
                <Table.Th>{t('management.updated')}</Table.Th>
                <Table.Th w={48}>
                  <VisuallyHidden>{t('management.actionsColumn')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {courses.map((course) => (
                <Table.Tr key={course._id} data-testid="course-row" data-course-id={course._id}>
                  <Table.Td style={{ maxWidth: 320 }}>
                    <Anchor component={Link} to={courseBuilderPath(course._id)} fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }} data-testid="course-row-title">
                      {course.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <CourseStatusBadge status={course.status} />
                  </Table.Td>
                  <Table.Td>{course.lessonCount}</Table.Td>
                  <Table.Td>{course.learnerCount}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed" component="span">
                      <RelativeTime at={course.updatedAt} now={now} />
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <CourseRowMenu course={course} onPublish={(published) => publish(course, published)} onDelete={() => removal.ask(course)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    );
  }

  return (
    <Stack gap="lg" w="100%" data-testid="courses-management">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 280px' }}>
          <Title order={1} size="h2">
            {t('management.title')}
          </Title>
          <Text c="dimmed">{t('management.subtitle')}</Text>
        </Stack>
        <Group gap="sm">
          <Button component={Link} to={COURSES_HOME_PATH} variant="default" data-testid="courses-management-home">
            {t('home.title')}
          </Button>
          {canCreate ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)} data-testid="new-course" data-action="createCourse">
              {t('management.new')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <TextInput
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        placeholder={t('management.searchPlaceholder')}
        aria-label={t('management.searchLabel')}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={100}
        maw={480}
        data-testid="courses-management-search"
      />
      {content}
      {canCreate ? <CourseDialog opened={creating} onClose={() => setCreating(false)} /> : null}
      <ConfirmDeleteModal
        opened={removal.removing !== null}
        title={t('management.deleteTitle')}
        message={t('management.deleteConfirm', { title: removal.removing?.title ?? '', count: removal.removing?.learnerCount ?? 0 })}
        cancelLabel={t('cancel')}
        confirmLabel={t('delete')}
        loading={removingNow}
        onConfirm={removal.confirm}
        onClose={removal.close}
        testId="course-delete-confirm"
      />
    </Stack>
  );
}

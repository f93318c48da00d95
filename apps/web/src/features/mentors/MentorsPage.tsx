import { Alert, Button, Group, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';
import { NoAccessState } from '../../app/errors/NoAccessState';
import { MENTOR_FILTER_OPTIONS, MENTORS, MENTORS_ABILITIES, SKILL_OPTIONS, type MentorEntry, type MentorsAbilities, type MentorsVariables } from './documents';
import { MentorCard } from './MentorCard';
import { AssignMentorModal, MentorProfileModal } from './MentorDialogs';

const ROLES = ['all', 'Mentor', 'Coach', 'Expert'] as const;
const PAGE = 24;

/**
 * /startups/mentors (and /admin/user-management/mentors): the route lets every signed-in user in (D1 §2.3); what the
 * page shows follows what the server says the viewer may do here (D-170): the directory with only the actions the
 * viewer may take, or — for a role that may not read it — the no-access state, without asking for the directory.
 */
export function MentorsPage() {
  const errorText = useErrorText();
  const { data, loading, error } = useQuery(MENTORS_ABILITIES, { fetchPolicy: 'cache-and-network' });
  const abilities = data?.mentorsAbilities;
  if (!abilities) {
    if (loading || !error) return <Skeleton height={200} data-testid="mentors-loading" />;
    return (
      <Alert color="red" data-testid="mentors-error">
        {errorText(error)}
      </Alert>
    );
  }
  if (!abilities.viewerCanReadDirectory) return <NoAccessState />;
  return <MentorDirectory abilities={abilities} />;
}

/** Mentors, coaches and experts with skills, industries, capacity and load; assign one by one. */
function MentorDirectory({ abilities }: { abilities: MentorsAbilities }) {
  const { t } = useTranslation(['community', 'pages']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [role, setRole] = useState<(typeof ROLES)[number]>('all');
  const [industryId, setIndustryId] = useState<string | null>(null);
  const [tagId, setTagId] = useState<string | null>(null);
  const [limit, setLimit] = useState(PAGE);
  const [assigning, setAssigning] = useState<MentorEntry | null>(null);
  const [editing, setEditing] = useState<MentorEntry | null>(null);
  const variables: MentorsVariables = { search: debounced || null, role: role === 'all' ? null : role, industryId, tagId, limit };
  const errorText = useErrorText();
  const { data, loading, error, refetch } = useQuery(MENTORS, { variables, fetchPolicy: 'cache-and-network' });
  const options = useQuery(MENTOR_FILTER_OPTIONS);
  const skills = useQuery(SKILL_OPTIONS, { skip: !abilities.viewerCanListSkills });
  const page = data?.mentors;
  const reload = () => refetch();

  return (
    <Stack gap="lg" data-testid="mentors-page">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('pages:mentors')}
        </Title>
        <Text c="dimmed">{t('community:mentors.intro')}</Text>
      </Stack>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          style={{ flex: '1 1 300px' }}
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t('community:mentors.search')}
          aria-label={t('community:mentors.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-testid="mentors-search"
        />
        <SegmentedControl
          value={role}
          onChange={(value) => setRole(value as (typeof ROLES)[number])}
          data={ROLES.map((value) => ({ value, label: t(`community:mentors.roles.${value}`) }))}
        />
        <Select
          w={200}
          clearable
          placeholder={t('community:mentors.industry')}
          aria-label={t('community:mentors.industry')}
          data={(options.data?.industries ?? []).map((i) => ({ value: i._id, label: i.name }))}
          value={industryId}
          onChange={setIndustryId}
        />
        {abilities.viewerCanListSkills ? (
          <Select
            w={200}
            clearable
            searchable
            placeholder={t('community:mentors.skill')}
            aria-label={t('community:mentors.skill')}
            data={(skills.data?.tags ?? []).map((s) => ({ value: s._id, label: s.name }))}
            value={tagId}
            onChange={setTagId}
          />
        ) : null}
      </Group>
      {error && !page ? (
        <Alert color="red" data-testid="mentors-error">
          {errorText(error)}
        </Alert>
      ) : loading && !page ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Skeleton height={260} radius="lg" />
          <Skeleton height={260} radius="lg" />
        </SimpleGrid>
      ) : !page || page.results.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="mentors-empty">
          {t('community:mentors.empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="mentors-count">
            {t('community:mentors.count', { count: page.totalCount })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {page.results.map((entry) => (
              <MentorCard key={entry.user._id} entry={entry} abilities={abilities} onAssign={setAssigning} onEdit={setEditing} refetch={reload} />
            ))}
          </SimpleGrid>
          {page.nextCursor && limit < 100 ? (
            <Group justify="center">
              <Button variant="default" onClick={() => setLimit((n) => Math.min(100, n + PAGE))}>
                {t('community:showMore')}
              </Button>
            </Group>
          ) : null}
        </>
      )}
      <AssignMentorModal entry={assigning} onClose={() => setAssigning(null)} onDone={reload} />
      <MentorProfileModal entry={editing} listSkills={abilities.viewerCanListSkills} onClose={() => setEditing(null)} onDone={reload} />
    </Stack>
  );
}

import { Button, Card, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonCardHeader } from '../profile-card';
import { TagBadges } from '../tags';
import { DirectoryFilters, type DirectoryFilterValue } from './DirectoryFilters';
import { DirectoryFrame } from './DirectoryFrame';
import { COMMUNITY_PEOPLE, type CommunityPerson } from './documents';
import { DIRECTORY_PAGE, DIRECTORY_MAX } from './directoryPaging';

function PersonCard({ person }: { person: CommunityPerson }) {
  const profile = person.publicProfile;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="person-card" data-name={person.fullName}>
      <Stack gap="sm">
        <PersonCardHeader person={person} />
        {profile?.headline ? (
          <Text dir="auto" size="sm" lineClamp={2}>
            {profile.headline}
          </Text>
        ) : null}
        {profile?.country ? (
          <Text size="xs" c="dimmed">
            {profile.country}
          </Text>
        ) : null}
        <TagBadges tags={person.tags} />
      </Stack>
    </Card>
  );
}

/** /community/people: the people the viewer's role may see (user visibility ALL, ASSIGNED, SELECTED, NONE). */
export function CommunityPeoplePage() {
  const { t } = useTranslation(['community', 'pages']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [limit, setLimit] = useState(DIRECTORY_PAGE);
  const [filters, setFilters] = useState<DirectoryFilterValue>({ tagId: null, industryId: null });
  const { data, loading } = useQuery(COMMUNITY_PEOPLE, { variables: { search: debounced || null, ...filters, limit }, fetchPolicy: 'cache-and-network' });
  const narrowed = Boolean(debounced || filters.tagId || filters.industryId);
  const page = data?.users;
  const results = page?.results ?? [];
  return (
    <DirectoryFrame
      testId="community-people"
      title={t('pages:communityPeople')}
      intro={t('community:people.intro')}
      search={search}
      onSearch={setSearch}
      searchLabel={t('community:people.search')}
      loading={loading}
      total={page ? page.totalCount : null}
      empty={narrowed ? t('community:directory.noMatch') : t('community:people.empty')}
      hasMore={Boolean(page?.nextCursor) && limit < DIRECTORY_MAX}
      onMore={() => setLimit((n) => Math.min(DIRECTORY_MAX, n + DIRECTORY_PAGE))}
      filters={<DirectoryFilters of="people" value={filters} onChange={setFilters} />}
      actions={
        <Button component={Link} to="/account/profile" variant="light" leftSection={<IconUserEdit size={16} aria-hidden />}>
          {t('community:profile.edit')}
        </Button>
      }
    >
      {results.map((person) => (
        <PersonCard key={person._id} person={person} />
      ))}
    </DirectoryFrame>
  );
}

import { Anchor, Avatar, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initials } from '../../lib/initials';
import { ProfileHoverCard } from '../profile-card';
import { useStartupTermOptions } from '../shell';
import { TagBadges } from '../tags';
import { DirectoryFilters, type DirectoryFilterValue } from './DirectoryFilters';
import { DirectoryFrame } from './DirectoryFrame';
import { DIRECTORY_MAX, DIRECTORY_PAGE } from './directoryPaging';
import { COMMUNITY_STARTUPS, type CommunityStartup } from './documents';

/** A website as people read it: without the scheme and a trailing slash. */
export function displayHost(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

function StartupCard({ startup }: { startup: CommunityStartup }) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="startup-card" data-name={startup.name}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={startup.logo} radius="md" size="lg" color="indigo" alt="">
            {initials(startup.name)}
          </Avatar>
          <Stack gap={2} miw={0}>
            <Text dir="auto" fw={600} truncate>
              {startup.name}
            </Text>
            {startup.website ? (
              <Anchor href={startup.website} target="_blank" rel="noreferrer" size="sm" truncate dir="ltr">
                {displayHost(startup.website)}
              </Anchor>
            ) : null}
          </Stack>
        </Group>
        {startup.programs && startup.programs.length > 0 ? (
          <Group gap={4}>
            {startup.programs.map((program) => (
              <Badge key={program._id} variant="outline" size="sm" radius="sm" tt="none">
                {program.name}
              </Badge>
            ))}
          </Group>
        ) : null}
        <TagBadges tags={startup.tags} />
        {startup.people.length > 0 ? (
          <Avatar.Group spacing="sm">
            {startup.people.slice(0, 5).map((person) => (
              <ProfileHoverCard key={person._id} userId={person._id}>
                <Tooltip label={person.fullName} withinPortal>
                  <Avatar src={person.avatar} radius="xl" size="sm" alt={person.fullName}>
                    {initials(person.fullName)}
                  </Avatar>
                </Tooltip>
              </ProfileHoverCard>
            ))}
          </Avatar.Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** /community/startups: the startups the viewer's role may see (startup visibility ALL, ASSIGNED, SELECTED, NONE). */
export function CommunityStartupsPage() {
  const { t } = useTranslation(['community', 'pages']);
  const terms = useStartupTermOptions();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [limit, setLimit] = useState(DIRECTORY_PAGE);
  const [filters, setFilters] = useState<DirectoryFilterValue>({ tagId: null, industryId: null });
  const { data, loading } = useQuery(COMMUNITY_STARTUPS, { variables: { search: debounced || null, ...filters, limit }, fetchPolicy: 'cache-and-network' });
  const narrowed = Boolean(debounced || filters.tagId || filters.industryId);
  const page = data?.startups;
  return (
    <DirectoryFrame
      testId="community-startups"
      title={t('pages:communityStartups', terms)}
      intro={t('community:startups.intro', terms)}
      search={search}
      onSearch={setSearch}
      searchLabel={t('community:startups.search', terms)}
      loading={loading}
      total={page ? page.totalCount : null}
      empty={narrowed ? t('community:directory.noMatch') : t('community:startups.empty', terms)}
      hasMore={Boolean(page?.nextCursor) && limit < DIRECTORY_MAX}
      onMore={() => setLimit((n) => Math.min(DIRECTORY_MAX, n + DIRECTORY_PAGE))}
      filters={<DirectoryFilters of="startups" value={filters} onChange={setFilters} />}
    >
      {(page?.results ?? []).map((startup) => (
        <StartupCard key={startup._id} startup={startup} />
      ))}
    </DirectoryFrame>
  );
}

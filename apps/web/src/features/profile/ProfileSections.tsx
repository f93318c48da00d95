import { Anchor, Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initials } from '../../lib/initials';
import { TagBadges } from '../tags';
import type { PersonProfile } from './documents';

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** What the person wrote about themself; an empty profile says so, and tells its owner where to write it. */
export function AboutSection({ person, isOwn }: { person: PersonProfile; isOwn: boolean }) {
  const { t } = useTranslation('profile');
  const profile = person.publicProfile;
  const empty = !profile?.bio && !profile?.expertise;
  return (
    <Section title={t('about')} testId="profile-about">
      {empty ? (
        <Text c="dimmed" size="sm" data-testid="profile-about-empty">
          {isOwn ? (
            <>
              {t('aboutEmptyOwn')}{' '}
              <Anchor component={Link} to="/account/profile" size="sm" underline="always">
                {t('aboutWrite')}
              </Anchor>
            </>
          ) : (
            t('aboutEmpty', { name: person.fullName })
          )}
        </Text>
      ) : null}
      {profile?.bio ? (
        <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="profile-bio">
          {profile.bio}
        </Text>
      ) : null}
      {profile?.expertise ? (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('expertise')}
          </Text>
          <Text size="sm" dir="auto" data-testid="profile-expertise">
            {profile.expertise}
          </Text>
        </Stack>
      ) : null}
    </Section>
  );
}

/** The person's startups; each links to its file only when the viewer may open it (Startup.viewerCanOpenFile). */
export function StartupsSection({ person }: { person: PersonProfile }) {
  const { t } = useTranslation('profile');
  if (person.startups.length === 0) return null;
  return (
    <Section title={t('startups')} testId="profile-startups">
      {person.startups.map((startup) => (
        <Group key={startup._id} gap="sm" wrap="nowrap" miw={0} data-testid="profile-startup">
          <Avatar src={startup.logo} alt="" radius="md" size={36} color="teal">
            {initials(startup.name)}
          </Avatar>
          {startup.viewerCanOpenFile ? (
            <Anchor component={Link} to={`/startup/${startup._id}/file/company`} fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {startup.name}
            </Anchor>
          ) : (
            <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {startup.name}
            </Text>
          )}
        </Group>
      ))}
    </Section>
  );
}

/** Skills, topics and the other tags the viewer may see, and the industries the person covers. */
export function InterestsSection({ person }: { person: PersonProfile }) {
  const { t } = useTranslation('profile');
  const industries = person.industries ?? [];
  const tags = person.tags ?? [];
  if (tags.length === 0 && industries.length === 0) return null;
  return (
    <Section title={t('interests')} testId="profile-interests">
      {tags.length > 0 ? <TagBadges tags={tags} /> : null}
      {industries.length > 0 ? (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('industries')}
          </Text>
          <Group gap={6} wrap="wrap">
            {industries.map((industry) => (
              <Badge key={industry._id} variant="outline" color="gray" tt="none">
                {industry.name}
              </Badge>
            ))}
          </Group>
        </Stack>
      ) : null}
    </Section>
  );
}

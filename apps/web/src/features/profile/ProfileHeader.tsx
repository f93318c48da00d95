import { Anchor, Avatar, Badge, BackgroundImage, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconSettings, IconUserEdit } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { htmlLang } from '../../app/i18n/locale';
import { initials } from '../../lib/initials';
import { BookSessionButton } from '../coaching';
import type { PersonProfile } from './documents';
import { localTimeIn } from './localTime';

/** Now, again every 30 s: the person's local time stays right while the page is open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** One fact under the name (country, local time, e-mail): an icon and its text, kept on one line. */
function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      {icon}
      {children}
    </Group>
  );
}

/** The head of a profile: cover, avatar, name, role, headline, where and when they are, the owner's actions, and "Book a session" with a host the viewer's startup may book (D-580). */
export function ProfileHeader({ person, isOwn }: { person: PersonProfile; isOwn: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const now = useMinuteClock();
  const profile = person.publicProfile;
  const localTime = localTimeIn(person.timezone, now, htmlLang(i18n.language));
  return (
    <Card withBorder radius="lg" padding={0} data-testid="profile-header">
      <BackgroundImage src={person.cover ?? ''} h={{ base: 88, sm: 132 }} bg="var(--mantine-color-indigo-light)" data-testid="profile-cover" />
      <Stack px={{ base: 'md', sm: 'xl' }} pb="lg" gap="xs">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" mt={-44}>
          <Avatar src={person.avatar} alt="" size={88} radius={88} color="indigo" style={{ border: '4px solid var(--mantine-color-body)' }}>
            {initials(person.fullName)}
          </Avatar>
          {isOwn ? (
            <Group gap="xs" wrap="wrap">
              <Button component={Link} to="/account/profile" variant="light" leftSection={<IconUserEdit size={16} aria-hidden />} data-testid="profile-edit">
                {t('edit')}
              </Button>
              {/* On a phone the user menu holds Preferences; the avatar and one button then share a line. */}
              <Button component={Link} to="/account/settings" variant="default" visibleFrom="sm" leftSection={<IconSettings size={16} aria-hidden />}>
                {t('preferences')}
              </Button>
            </Group>
          ) : (
            <BookSessionButton hostId={person._id} label={t('bookSession')} />
          )}
        </Group>
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }} data-testid="profile-name">
            {person.fullName}
          </Title>
          <Badge variant="light" data-testid="profile-role">
            {person.role.label}
          </Badge>
        </Group>
        {profile?.headline ? (
          <Text size="lg" dir="auto" data-testid="profile-headline">
            {profile.headline}
          </Text>
        ) : null}
        <Group gap="lg" wrap="wrap" c="dimmed">
          {profile?.country ? (
            <Fact icon={<IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />}>
              <Text size="sm" dir="auto">
                {profile.country}
              </Text>
            </Fact>
          ) : null}
          {localTime ? (
            <Fact icon={<IconClock size={16} aria-hidden style={{ flexShrink: 0 }} />}>
              <Text size="sm" data-testid="profile-local-time">
                {t('localTime', { time: localTime, zone: person.timezone })}
              </Text>
            </Fact>
          ) : null}
          {person.email ? (
            <Fact icon={<IconMail size={16} aria-hidden style={{ flexShrink: 0 }} />}>
              <Anchor href={`mailto:${person.email}`} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="profile-email">
                {person.email}
              </Anchor>
            </Fact>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

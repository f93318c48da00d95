import { Anchor, Avatar, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDayjsLocale } from '../../lib/dates/dayjsLocale';
import { initials } from '../../lib/initials';
import { formatFull, formatRelative } from '../notifications';
import { ProfileHoverCard } from '../profile-card';

interface Person {
  _id: string;
  fullName: string;
  avatar?: string | null;
  role?: { label: string } | null;
}

/** "5 minutes ago", with the full date and time on hover; "edited" after it when the text changed. */
export function FeedTime({ at, editedAt, now }: { at: string; editedAt?: string | null; now: number }) {
  const { t, i18n } = useTranslation('feed');
  const timeLocale = useDayjsLocale(i18n.language);
  return (
    <Text size="xs" c="dimmed" component="span">
      <Tooltip label={formatFull(at, i18n.language)} withArrow>
        <time dateTime={at}>{formatRelative(at, now, timeLocale)}</time>
      </Tooltip>
      {editedAt ? <span data-testid="feed-edited">{` · ${t('edited')}`}</span> : null}
    </Text>
  );
}

/** Who wrote a post or a comment: avatar and name (each opening the profile card; the name links to the profile). */
export function FeedAuthor({ person, size, meta }: { person: Person; size: 'md' | 'sm'; meta: ReactNode }) {
  const { t } = useTranslation('feed');
  const name = person.fullName || t('formerMember');
  return (
    <Group gap="sm" wrap="nowrap" miw={0} align="flex-start">
      <ProfileHoverCard userId={person._id}>
        <Avatar src={person.avatar} radius="xl" size={size} alt="">
          {initials(name)}
        </Avatar>
      </ProfileHoverCard>
      <Stack gap={0} miw={0}>
        <Group gap={6} wrap="wrap" miw={0}>
          <ProfileHoverCard userId={person._id}>
            <Anchor component={Link} to={`/profile/${person._id}`} dir="auto" fw={600} size={size === 'md' ? 'sm' : 'xs'} c="inherit" style={{ overflowWrap: 'anywhere' }} data-testid="feed-author">
              {name}
            </Anchor>
          </ProfileHoverCard>
          {person.role ? (
            <Text size="xs" c="dimmed" component="span">
              {person.role.label}
            </Text>
          ) : null}
        </Group>
        {meta}
      </Stack>
    </Group>
  );
}

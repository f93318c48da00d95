import { Anchor, Avatar, BackgroundImage, Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserProfileCardData } from './documents';
import { initials } from '../../lib/initials';

/** CHR-45: skeleton placeholders while loading. */
export function ProfileCardSkeleton() {
  return (
    <Stack gap="xs" data-testid="profile-card-loading" w={260}>
      <Skeleton height={56} radius="sm" />
      <Group gap="sm">
        <Skeleton circle height={44} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={12} width="70%" />
          <Skeleton height={10} width="40%" />
        </Stack>
      </Group>
      <Skeleton height={10} width="60%" />
    </Stack>
  );
}

/** CHR-44: name, avatar, cover, role, timezone and startups. */
export function ProfileCardContent({ card }: { card: UserProfileCardData }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" w={260} data-testid="profile-card">
      <BackgroundImage src={card.cover ?? ''} radius="sm" h={56} bg="var(--mantine-color-indigo-light)" data-testid="profile-card-cover" />
      <Group gap="sm" wrap="nowrap" mt={-28} px="xs">
        <Avatar alt="" src={card.avatar} size={48} radius="xl" color="indigo" style={{ border: '2px solid var(--mantine-color-body)' }}>
          {initials(card.fullName)}
        </Avatar>
        <Box style={{ minWidth: 0 }} pt={24}>
          <Text dir="auto" fw={600} size="sm" truncate>
            {card.fullName}
          </Text>
          <Text size="xs" c="dimmed">
            {card.role.label}
          </Text>
        </Box>
      </Group>
      {card.timezone ? (
        <Text size="xs" c="dimmed">
          {t('profileCard.timezone', { timezone: card.timezone })}
        </Text>
      ) : null}
      {card.startups.length > 0 ? (
        <Group gap={6} wrap="nowrap">
          <IconRocket size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text dir="auto" size="xs" truncate>
            {card.startups.map((s) => s.name).join(', ')}
          </Text>
        </Group>
      ) : null}
      <Anchor component={Link} to={`/profile/${card._id}`} size="xs" fw={600} data-testid="profile-card-open">
        {t('profileCard.viewProfile')}
      </Anchor>
    </Stack>
  );
}

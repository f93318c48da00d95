import { ActionIcon, Avatar, Badge, Button, Card, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconPencil, IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { initials } from '../../lib/initials';
import { ProfileHoverCard } from '../profile-card';
import { TagBadges, useTaxonomyAlerts } from '../tags';
import { UNASSIGN_MENTOR, type MentorEntry } from './documents';

/** Load against capacity: green with room, orange when full, red over it; no colour without a stated capacity. */
export function loadColor(load: number, capacity: number | null): string {
  if (capacity === null) return 'gray';
  if (load > capacity) return 'red';
  if (load === capacity) return 'orange';
  return 'teal';
}

interface MentorCardProps {
  entry: MentorEntry;
  onAssign: (entry: MentorEntry) => void;
  onEdit: (entry: MentorEntry) => void;
  refetch: () => Promise<unknown>;
}

export function MentorCard({ entry, onAssign, onEdit, refetch }: MentorCardProps) {
  const { t } = useTranslation('community');
  const { attempt } = useTaxonomyAlerts();
  const [unassign] = useMutation(UNASSIGN_MENTOR);
  const { user, capacity, load } = entry;
  const percent = capacity ? Math.min(100, Math.round((load / Math.max(capacity, 1)) * 100)) : 0;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="mentor-card" data-name={user.fullName}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ProfileHoverCard userId={user._id}>
              <Avatar src={user.avatar} radius="xl" size="lg" alt="">
                {initials(user.fullName)}
              </Avatar>
            </ProfileHoverCard>
            <Stack gap={2} miw={0}>
              <ProfileHoverCard userId={user._id}>
                <Text fw={600} truncate>
                  {user.fullName}
                </Text>
              </ProfileHoverCard>
              <Badge variant="light" size="sm" w="fit-content">
                {user.role.label}
              </Badge>
            </Stack>
          </Group>
          <Tooltip label={t('mentors.editProfile')}>
            <ActionIcon variant="subtle" aria-label={t('mentors.editProfileNamed', { name: user.fullName })} onClick={() => onEdit(entry)} data-action="setMentorProfile">
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {t('mentors.load')}
            </Text>
            <Text size="sm" fw={500} data-testid="mentor-load">
              {capacity === null ? t('mentors.loadNoCapacity', { count: load }) : t('mentors.loadOf', { load, capacity })}
            </Text>
          </Group>
          <Progress value={capacity === null ? 0 : percent} color={loadColor(load, capacity)} size="sm" aria-label={t('mentors.load')} />
        </Stack>
        {entry.skills.length > 0 ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('mentors.skills')}
            </Text>
            <TagBadges tags={entry.skills} />
          </Stack>
        ) : null}
        {entry.industries.length > 0 ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('mentors.industries')}
            </Text>
            <Group gap={4}>
              {entry.industries.map((industry) => (
                <Badge key={industry._id} variant="outline" color="gray" size="sm" radius="sm" tt="none">
                  {industry.name}
                </Badge>
              ))}
            </Group>
          </Stack>
        ) : null}
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('mentors.startups')}
          </Text>
          <Group gap={4} data-testid="mentor-startups">
            {entry.startups.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('mentors.noStartups')}
              </Text>
            ) : (
              entry.startups.map((startup) => (
                <Badge
                  key={startup._id}
                  variant="light"
                  color="indigo"
                  radius="sm"
                  tt="none"
                  data-testid="mentor-startup"
                  rightSection={
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      color="indigo"
                      aria-label={t('mentors.unassign', { name: user.fullName, startup: startup.name })}
                      data-action="unassignMentor"
                      onClick={() => void attempt(() => unassign({ variables: { startupId: startup._id, userId: user._id } }).then(refetch))}
                    >
                      <IconX size={12} />
                    </ActionIcon>
                  }
                >
                  {startup.name}
                </Badge>
              ))
            )}
          </Group>
        </Stack>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onAssign(entry)} data-action="assignMentor">
          {t('mentors.assign')}
        </Button>
      </Stack>
    </Card>
  );
}

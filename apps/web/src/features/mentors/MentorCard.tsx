import { ActionIcon, Badge, Button, Card, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconPencil, IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PersonCardHeader } from '../profile-card';
import { TagBadges, useTaxonomyAlerts } from '../tags';
import { UNASSIGN_MENTOR, type MentorEntry, type MentorsAbilities } from './documents';

/** Load against capacity: green with room, orange when full, red over it; no colour without a stated capacity. */
export function loadColor(load: number, capacity: number | null): string {
  if (capacity === null) return 'gray';
  if (load > capacity) return 'red';
  if (load === capacity) return 'orange';
  return 'teal';
}

interface MentorCardProps {
  entry: MentorEntry;
  /** D-170: what the server lets the viewer do; an action it refuses is not offered. */
  abilities: Pick<MentorsAbilities, 'viewerCanAssign' | 'viewerCanEditProfiles'>;
  onAssign: (entry: MentorEntry) => void;
  onEdit: (entry: MentorEntry) => void;
  refetch: () => Promise<unknown>;
}

export function MentorCard({ entry, abilities, onAssign, onEdit, refetch }: MentorCardProps) {
  const { t } = useTranslation('community');
  const { attempt } = useTaxonomyAlerts();
  const [unassign] = useMutation(UNASSIGN_MENTOR);
  const { user, capacity, load } = entry;
  const percent = capacity ? Math.min(100, Math.round((load / Math.max(capacity, 1)) * 100)) : 0;
  const edit = abilities.viewerCanEditProfiles ? (
    <Tooltip label={t('mentors.editProfile')}>
      <ActionIcon variant="subtle" aria-label={t('mentors.editProfileNamed', { name: user.fullName })} onClick={() => onEdit(entry)} data-action="setMentorProfile">
        <IconPencil size={16} />
      </ActionIcon>
    </Tooltip>
  ) : null;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="mentor-card" data-name={user.fullName}>
      <Stack gap="sm">
        <PersonCardHeader person={user} action={edit} />
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
            {entry.assignments.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('mentors.noStartups')}
              </Text>
            ) : (
              entry.assignments.map(({ startup, viewerCanUnassign }) => (
                <Badge
                  key={startup._id}
                  variant="light"
                  color="indigo"
                  radius="sm"
                  tt="none"
                  data-testid="mentor-startup"
                  rightSection={
                    viewerCanUnassign ? (
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
                    ) : null
                  }
                >
                  {startup.name}
                </Badge>
              ))
            )}
          </Group>
        </Stack>
        {abilities.viewerCanAssign ? (
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onAssign(entry)} data-action="assignMentor">
            {t('mentors.assign')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

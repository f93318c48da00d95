import { Anchor, Avatar, Badge, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { initials } from '../../lib/initials';
import { ProfileHoverCard } from './ProfileHoverCard';

export interface PersonCardPerson {
  _id: string;
  fullName: string;
  avatar?: string | null;
  role: { label: string };
}

/**
 * The head of a person's card in the directories (community people, mentors): avatar and name, each opening the
 * profile hover card (the name also links to the profile page), and the role's label; `action` (an edit button) sits at the far end when given.
 */
export function PersonCardHeader({ person, action }: { person: PersonCardPerson; action?: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <ProfileHoverCard userId={person._id}>
          <Avatar src={person.avatar} radius="xl" size="lg" alt="">
            {initials(person.fullName)}
          </Avatar>
        </ProfileHoverCard>
        <Stack gap={2} miw={0}>
          <ProfileHoverCard userId={person._id}>
            <Anchor component={Link} to={`/profile/${person._id}`} dir="auto" fw={600} c="inherit" truncate data-testid="person-profile-link">
              {person.fullName}
            </Anchor>
          </ProfileHoverCard>
          <Badge variant="light" size="sm" w="fit-content">
            {person.role.label}
          </Badge>
        </Stack>
      </Group>
      {action}
    </Group>
  );
}

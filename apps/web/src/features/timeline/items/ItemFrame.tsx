import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { useDateTimeText } from './useDateTimeText';

/**
 * Who wrote or changed an item, as the frame shows them. The avatar fields are written out rather than spread from
 * UserAvatarFields: the server's depth limit (10) counts a fragment spread as a level, and the coaching items nest deep.
 */
export const TIMELINE_USER_FIELDS = graphql(`
  fragment TimelineUserFields on User {
    __typename _id fullName avatar gender
    role { __typename _id label type }
  }
`);
export type TimelineUser = ResultOf<typeof TIMELINE_USER_FIELDS>;

export interface ItemFrameProps {
  /** The __typename (data-kind for tests and e2e). */
  kind: string;
  icon: ReactNode;
  title: ReactNode;
  author?: TimelineUser | null;
  at: string;
  badges?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** One timeline item: who and when, what kind, then its content. */
export function ItemFrame({ kind, icon, title, author, at, badges, actions, children }: ItemFrameProps) {
  const { t } = useTranslation('timeline');
  const dateTime = useDateTimeText();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="timeline-item" data-kind={kind} component="article">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {author ? (
              <Avatar src={author.avatar} name={author.fullName} color="initials" radius="xl" size={36} alt="" />
            ) : (
              <Avatar radius="xl" size={36} color="gray" aria-hidden>
                {icon}
              </Avatar>
            )}
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {title}
              </Text>
              <Text size="xs" c="dimmed">
                <bdi>{author ? author.fullName : t('system')}</bdi>
                {author?.role?.label ? <> · <bdi>{author.role.label}</bdi></> : null} · <time dateTime={at} style={{ whiteSpace: 'nowrap' }}>{dateTime(at)}</time>
              </Text>
            </Stack>
          </Group>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {badges}
            {actions}
          </Group>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

export function KindBadge({ children, color = 'gray' }: { children: ReactNode; color?: string }) {
  return (
    <Badge variant="light" color={color} size="sm" radius="sm">
      {children}
    </Badge>
  );
}

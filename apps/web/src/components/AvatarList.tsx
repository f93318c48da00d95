import { Avatar, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { avatarListSplit, type AvatarListMode } from './avatarListCount';
import { initials } from '../lib/initials';

export interface AvatarListUser {
  _id: string;
  fullName: string;
  avatar?: string | null;
}

interface AvatarListProps {
  users: readonly AvatarListUser[];
  mode?: AvatarListMode;
  /** Large mode only: how many avatars at most (default 5). */
  max?: number;
  /** Wraps each avatar, e.g. in a profile hover card. */
  renderAvatar?: (user: AvatarListUser, avatar: ReactNode) => ReactNode;
}

const SIZES: Record<AvatarListMode, number> = { default: 32, compact: 26, large: 40 };

/** LOC-15: overlapping avatars, 3 by default, 2 compact, up to max (5) large, and a "+N" counter for the rest. */
export function AvatarList({ users, mode = 'default', max, renderAvatar }: AvatarListProps) {
  const { shown, rest } = avatarListSplit(users.length, mode, max);
  const size = SIZES[mode];
  return (
    <Avatar.Group spacing={mode === 'compact' ? 6 : 'sm'} data-testid="avatar-list">
      {users.slice(0, shown).map((user) => {
        const avatar = (
          <Avatar
            key={user._id}
            src={user.avatar ?? null}
            alt={user.fullName}
            size={size}
            radius="xl"
            color="indigo"
            styles={{ placeholder: { fontSize: Math.round(size * 0.4) } }}
            data-testid="avatar-list-item"
          >
            {initials(user.fullName)}
          </Avatar>
        );
        return renderAvatar ? <span key={user._id}>{renderAvatar(user, avatar)}</span> : <Tooltip key={user._id} label={user.fullName} withArrow>{avatar}</Tooltip>;
      })}
      {rest > 0 ? (
        <Avatar size={size} radius="xl" styles={{ placeholder: { fontSize: Math.round(size * 0.4) } }} data-testid="avatar-list-rest">
          +{rest}
        </Avatar>
      ) : null}
    </Avatar.Group>
  );
}

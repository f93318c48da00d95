import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { USER_PROFILE_CARD } from './documents';
import { HoverCardFrame } from './HoverCardFrame';
import { ProfileCardContent, ProfileCardSkeleton } from './ProfileCardContent';
import { useHoverCardState } from './useHoverCardState';

/** CHR-44/45: wrap a user's avatar or name; hovering loads and shows their card — placeholders while loading, nothing on error. */
export function ProfileHoverCard({ userId, children }: { userId: string; children: ReactNode }) {
  const state = useHoverCardState();
  const { data, error } = useQuery(USER_PROFILE_CARD, { variables: { id: userId }, skip: !state.opened });
  const card = data?.userProfileCard;
  const content = error ? null : card ? <ProfileCardContent card={card} /> : <ProfileCardSkeleton />;
  return <HoverCardFrame state={state} target={children} content={content} />;
}

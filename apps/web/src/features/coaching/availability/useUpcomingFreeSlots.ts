import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FREE_SLOTS, type FreeSlot } from './documents';

/** How far ahead the host's dialogs offer free slots to publish or propose (the preview's two weeks). */
export const PICK_DAYS = 14;

/** The host's free slots of the next two weeks, for the publish and invite dialogs (skipped while closed). */
export function useUpcomingFreeSlots(hostId: string | null, skip: boolean): { slots: FreeSlot[]; loading: boolean } {
  const [range] = useState(() => {
    const from = new Date();
    return { from: from.toISOString(), to: new Date(from.getTime() + PICK_DAYS * 86_400_000).toISOString() };
  });
  const { data, loading } = useQuery(FREE_SLOTS, { variables: { hostId, ...range }, skip, fetchPolicy: 'network-only' });
  return { slots: data?.freeSlots ?? [], loading };
}

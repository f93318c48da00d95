/**
 * Who may call the coaching operations (D-106; D-338). Availability is read and edited by hosts — people of the
 * internal role group (CHR-23) — for themselves, and by holders of AVAILABILITY:EDIT (D2 §6.1) for another internal
 * person of the tenant; the service decides which of the two a call is. Founder-side viewers reach a host's free slots
 * through booking (wave 2), not through these fields.
 */
import { AVAILABILITY_KEYS } from '@hatchery/domain';
import { allowAnyOf, permission, roleGroup } from '../permissions/index.js';

const AVAILABILITY_EDITORS = allowAnyOf([roleGroup('internal'), permission(AVAILABILITY_KEYS.edit)], {
  note: "own availability (an internal-group host), or another internal person's with AVAILABILITY:EDIT",
});

export const coachingPolicy = {
  hostAvailability: AVAILABILITY_EDITORS,
  availabilityHosts: allowAnyOf([permission(AVAILABILITY_KEYS.edit)], { note: 'the host picker of /availability' }),
  freeSlots: AVAILABILITY_EDITORS,
  setWeeklyAvailability: AVAILABILITY_EDITORS,
  addAvailabilityException: AVAILABILITY_EDITORS,
  removeAvailabilityException: AVAILABILITY_EDITORS,
  saveHostSettings: AVAILABILITY_EDITORS,
} as const;

/**
 * Who may use the mentor directory of /startups/mentors (issue 14 item 5; D-127): the staff roles and whoever may
 * edit a startup's connections. Assigning and unassigning one by one needs STARTUP:CONNECTIONS_EDIT for that
 * startup (criterion assigned: the viewer's own startups, checked by the service); a mentor's capacity, industries
 * and skills are part of editing users (USER:EDIT). The directory's abilities (mentorsAbilities, the per-assignment
 * viewerCanUnassign) are answered with these same rule objects, so the page and the mutations cannot disagree (D-170).
 */
import { ADMIN, allowAnyOf, authenticated, permission, roleGroup } from '../permissions/index.js';

const CONNECTION_EDITORS = allowAnyOf([ADMIN, permission('STARTUP:CONNECTIONS_EDIT')], {
  note: 'STARTUP:CONNECTIONS_EDIT for the startup (assigned: own startups only)',
});
const DIRECTORY_READERS = allowAnyOf([roleGroup('staff'), permission('STARTUP:CONNECTIONS_EDIT')], {
  note: "people within the role's user visibility",
});

export const mentorsPolicy = {
  mentors: DIRECTORY_READERS,
  mentor: DIRECTORY_READERS,
  assignMentor: CONNECTION_EDITORS,
  unassignMentor: CONNECTION_EDITORS,
  setMentorProfile: allowAnyOf([ADMIN, permission('USER:EDIT')]),
  // D-170: every signed-in user may ask what they may do here; a role outside the directory learns it has no access.
  mentorsAbilities: authenticated('answers with the rules of mentors, assignMentor, setMentorProfile (D-170)'),
} as const;

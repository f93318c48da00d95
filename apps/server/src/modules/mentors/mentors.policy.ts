/**
 * Who may use the mentor directory of /startups/mentors (issue 14 item 5; D-127): the staff roles and whoever may
 * edit a startup's connections. Assigning and unassigning one by one needs STARTUP:CONNECTIONS_EDIT for that
 * startup (criterion assigned: the viewer's own startups, checked by the service); a mentor's capacity, industries
 * and skills are part of editing users (USER:EDIT).
 */
import { ADMIN, allowAnyOf, permission, roleGroup } from '../permissions/index.js';

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
} as const;

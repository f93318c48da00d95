/**
 * Who may call the resource library's operations (D-106, D-582), one rule per root field, run before the resolver.
 * Every signed-in person reads the library — which sections they see is their role's (a section's audience, checked in
 * the reads' SQL); staff write it.
 */
import { allowAnyOf, authenticated, roleGroup } from '../permissions/index.js';

const staff = allowAnyOf([roleGroup('staff')], { refused: 'Only staff can change the resource library.' });
const reader = (note: string) => authenticated(note);

export const resourcesPolicy = {
  resourceLibrary: reader('sections for everyone or for the viewer’s role; staff: all'),
  resourceSection: reader('a section for everyone or for the viewer’s role; staff: all'),
  resource: reader('a resource of a section the viewer sees'),
  createResourceSection: staff,
  updateResourceSection: staff,
  deleteResourceSection: staff,
  moveResourceSection: staff,
  createResource: staff,
  updateResource: staff,
  deleteResource: staff,
  moveResource: staff,
} as const;

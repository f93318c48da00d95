/**
 * Who may call the tag operations (D-106; D2 §6.1 Tags keys): TAGS:VIEW lists, TAGS:CREATE creates, TAGS:EDIT
 * renames, recolours, merges and deletes, TAGS:STARTUP_EDIT sets a startup's tags (criterion assigned: only the
 * startups the viewer is assigned to, checked by the service). A user's tags are part of managing users (USER:EDIT);
 * Co/Founders may set their own startup's tags while startupTaxonomyEditable is on (D-126).
 */
import { ADMIN, allowAnyOf, permission, roleGroup } from '../permissions/index.js';

const VIEWERS = allowAnyOf([ADMIN, permission('TAGS:VIEW')]);
const EDITORS = allowAnyOf([ADMIN, permission('TAGS:EDIT')]);

export const tagsPolicy = {
  tags: VIEWERS,
  createTag: allowAnyOf([ADMIN, permission('TAGS:CREATE')]),
  updateTag: EDITORS,
  mergeTags: EDITORS,
  deleteTag: EDITORS,
  setStartupTags: allowAnyOf([ADMIN, permission('TAGS:STARTUP_EDIT'), roleGroup('founderSide')], {
    note: 'TAGS:STARTUP_EDIT for the startup (assigned: own startups only); a member of the startup while startupTaxonomyEditable is on',
  }),
  setUserTags: allowAnyOf([ADMIN, permission('USER:EDIT')]),
} as const;

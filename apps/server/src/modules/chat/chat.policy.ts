/**
 * Who may call the chat's operations (D-106, D-592), one rule per root field, run before the resolver. The chat is
 * the organisation's members': every role but Applicant. Which conversations one reads (one's own, CHAT:LIMIT_READ)
 * and whom one may reach (the blocked role pairs) are checked in the service's statements; the liveChat flag there
 * too. Who may chat with whom is decided by holders of CHAT:USER_ACCESS_EDIT (ROL-22).
 */
import { allowAnyOf, permission, roleGroup } from '../permissions/index.js';

const REFUSED = 'The chat is for the members of the organisation.';

const members = (note: string) => allowAnyOf([roleGroup('community')], { note, refused: REFUSED });
const accessEditors = () => allowAnyOf([permission('CHAT:USER_ACCESS_EDIT')], { refused: 'Only those who decide who may chat with whom can do this.' });

export const chatPolicy = {
  chatConversations: members('liveChat feature flag; one’s own conversations only'),
  chatConversation: members('one’s own conversations only; else null'),
  chatContacts: members('the people one may reach (blocked role pairs left out)'),
  startDirectChat: members('someone one may reach'),
  createGroupChat: members('groupChat feature flag; people one may reach'),
  sendChatMessage: members('a member of the conversation'),
  markChatRead: members('a member of the conversation'),
  chatMessageAdded: members('one’s own conversations; membership re-checked on delivery'),
  chatSettings: members('one’s own settings'),
  setChatSettings: members('one’s own settings'),
  chatAccess: accessEditors(),
  setChatAccess: accessEditors(),
} as const;

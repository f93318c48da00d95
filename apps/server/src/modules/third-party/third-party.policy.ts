/** Who may call the third-party operations (D-106): one rule per root field, run before the resolver. */
import { authenticated, publicAccess } from '../permissions/index.js';

export const thirdPartyPolicy = {
  dataForThirdParty: publicAccess('user and startup only for the signed-in viewer, their own'),
  userIntercomHmac: authenticated('own identity only'),
} as const;

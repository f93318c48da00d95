/**
 * What the browser feeds its third-party tools (analytics, chat, session replay; D1 §7.4, §7.7, D2 §7.1):
 * dataForThirdParty (TRN-25) and the chat identity hash userIntercomHmac (TRN-27).
 */
import { builder } from '../../graphql/builder.js';
import { requireViewer } from '../../core/viewer.js';
import { authenticationRequiredError } from '../../core/errors.js';
import type { Incubator } from '../../db/schema/index.js';
import { thirdPartyPolicy } from './third-party.policy.js';
import { PublicIncubatorRef } from '../incubator/index.js';
import { loadCurrentUser, primeUserRecord, UserRef, type CurrentUserView } from '../identity/users/index.js';
import { StartupRef } from '../startups/index.js';
import { chatIdentityHash } from './chat-identity.js';

interface ThirdPartyData {
  currentUser: CurrentUserView | null;
  publicIncubator: Incubator;
  startup: CurrentUserView['startups'][number] | null;
}

const ThirdPartyDataRef = builder.objectRef<ThirdPartyData>('ThirdPartyData').implement({
  description: 'Traits for analytics, chat and session-replay tools. currentUser and startup only when authenticated.',
  fields: (t) => ({
    currentUser: t.field({ type: UserRef, nullable: true, resolve: (d) => d.currentUser }),
    publicIncubator: t.field({ type: PublicIncubatorRef, resolve: (d) => d.publicIncubator }),
    startup: t.field({ type: StartupRef, nullable: true, description: "The user's first startup (by name), if any.", resolve: (d) => d.startup }),
  }),
});

builder.queryFields((t) => ({
  dataForThirdParty: t.field({
    type: ThirdPartyDataRef,
    description:
      'isAuthenticated false: the public incubator only. true: also the signed-in user and their first startup; AuthenticationRequiredError when not signed in.',
    args: { isAuthenticated: t.arg.boolean({ required: true }) },
    access: thirdPartyPolicy.dataForThirdParty,
    resolve: async (_root, args, ctx) => {
      if (!args.isAuthenticated) return { currentUser: null, publicIncubator: ctx.incubator, startup: null };
      const viewer = requireViewer(ctx);
      const user = await ctx.data.run((tx) => loadCurrentUser(tx, viewer.userId));
      if (!user) throw authenticationRequiredError();
      primeUserRecord(ctx, user);
      return { currentUser: user, publicIncubator: ctx.incubator, startup: user.startups[0] ?? null };
    },
  }),
  userIntercomHmac: t.string({
    nullable: true,
    description: "The chat identity hash of the viewer: HMAC-SHA256 of the user id with the chat secret (hex); null when no secret is configured.",
    access: thirdPartyPolicy.userIntercomHmac,
    resolve: (_root, _args, ctx) => chatIdentityHash(ctx.services.config.chatIdentitySecret, requireViewer(ctx).userId),
  }),
}));

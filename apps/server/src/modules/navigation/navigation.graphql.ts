/** Query sidebarV2, sitemap and userProfileCard (D1 §7.4). */
import { builder } from '../../graphql/builder.js';
import { UserRef } from '../identity/users/index.js';
import { navigationPolicy } from './navigation.policy.js';
import type { NavigationEntry } from './navigation.catalogue.js';
import { sidebarFor, sitemapFor, userProfileCard } from './navigation.service.js';

const NavigationEntryRef = builder.objectRef<NavigationEntry>('NavigationEntry');
NavigationEntryRef.implement({
  description: 'A named navigation entry (D1 §2.4); a locked entry (feature not in the plan) has no sub-menu.',
  fields: (t) => ({
    name: t.exposeString('name'),
    locked: t.exposeBoolean('locked'),
    subMenu: t.field({ type: [NavigationEntryRef], resolve: (entry) => entry.subMenu }),
  }),
});

builder.queryFields((t) => ({
  sidebarV2: t.field({
    type: [NavigationEntryRef],
    description: "The viewer's side-bar entries from role, permissions, visibility and the tenant's feature flags.",
    access: navigationPolicy.sidebarV2,
    resolve: (_root, _args, ctx) => sidebarFor(ctx),
  }),
  sitemap: t.field({
    type: [NavigationEntryRef],
    description: 'Every page the viewer may reach, up to three nested levels.',
    access: navigationPolicy.sitemap,
    resolve: (_root, _args, ctx) => sitemapFor(ctx),
  }),
  userProfileCard: t.field({
    type: UserRef,
    description: "A user's hover card (name, avatar, cover, timezone, role, startups); NotFound outside the tenant.",
    args: { id: t.arg.id({ required: true }) },
    access: navigationPolicy.userProfileCard,
    resolve: (_root, args, ctx) => userProfileCard(ctx, String(args.id)),
  }),
}));

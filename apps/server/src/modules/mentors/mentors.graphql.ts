/** The mentor directory of /startups/mentors and one-by-one mentor assignment (issue 14 item 5). */
import { builder } from '../../graphql/builder.js';
import { UserRef } from '../identity/users/index.js';
import { RoleTypeEnum } from '../roles/index.js';
import { IndustryRef } from '../settings/index.js';
import { StartupRef } from '../startups/index.js';
import { TagRef } from '../tags/index.js';
import { mentorsAbilities, viewerMayUnassign, type MentorsAbilities } from './mentors-abilities.js';
import { mentorsPolicy } from './mentors.policy.js';
import { assignMentor, getMentor, listMentors, MENTOR_PAGE_MAX, setMentorProfile, unassignMentor, type MentorEntry, type MentorPage } from './mentors.service.js';

const MentorAssignmentRef = builder.objectRef<{ _id: string; name: string }>('MentorAssignment').implement({
  description: 'One startup assigned to a mentor, coach or expert, with what the viewer may do with the assignment.',
  fields: (t) => ({
    startup: t.field({ type: StartupRef, resolve: (s) => s }),
    viewerCanUnassign: t.boolean({
      description: 'unassignMentor would be allowed: the rule of the mutation and STARTUP:CONNECTIONS_EDIT for this startup (D-170).',
      resolve: (s, _a, ctx) => viewerMayUnassign(ctx, s._id),
    }),
  }),
});

const MentorEntryRef = builder.objectRef<MentorEntry>('MentorDirectoryEntry').implement({
  description: 'A mentor, coach or expert as the directory shows them: skills, industries, capacity and current load.',
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (e) => e.user }),
    roleType: t.field({ type: RoleTypeEnum, resolve: (e) => e.roleType }),
    capacity: t.exposeInt('capacity', { nullable: true, description: 'How many startups they can take; null: not stated.' }),
    load: t.exposeInt('load', { description: 'Active startups assigned to them now.' }),
    industries: t.field({ type: [IndustryRef], resolve: (e) => e.industries }),
    skills: t.field({ type: [TagRef], description: 'Their tags of kind skills.', resolve: (e) => e.skills }),
    startups: t.field({ type: [StartupRef], description: 'The startups assigned to them, by name.', resolve: (e) => e.startups }),
    assignments: t.field({ type: [MentorAssignmentRef], description: 'The same startups, each with whether the viewer may unassign it.', resolve: (e) => e.startups }),
  }),
});

const MentorPageRef = builder.objectRef<MentorPage>('MentorDirectoryPage').implement({
  fields: (t) => ({
    results: t.field({ type: [MentorEntryRef], resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount'),
    nextCursor: t.exposeString('nextCursor', { nullable: true }),
  }),
});

const MentorsAbilitiesRef = builder.objectRef<MentorsAbilities>('MentorsAbilities').implement({
  description: 'What the viewer may do in the mentor directory; the same rules the operations enforce (D-170).',
  fields: (t) => ({
    viewerCanReadDirectory: t.exposeBoolean('viewerCanReadDirectory', { description: 'mentors and mentor answer (staff roles, STARTUP:CONNECTIONS_EDIT).' }),
    viewerCanAssign: t.exposeBoolean('viewerCanAssign', { description: 'assignMentor for some startup (the admin group, STARTUP:CONNECTIONS_EDIT).' }),
    viewerCanEditProfiles: t.exposeBoolean('viewerCanEditProfiles', { description: 'setMentorProfile (the admin group, USER:EDIT).' }),
    viewerCanListSkills: t.exposeBoolean('viewerCanListSkills', { description: 'The skill tags to filter and choose from (tags: TAGS:VIEW).' }),
  }),
});

builder.queryFields((t) => ({
  mentorsAbilities: t.field({
    type: MentorsAbilitiesRef,
    description: "The viewer's abilities in the mentor directory of /startups/mentors.",
    access: mentorsPolicy.mentorsAbilities,
    resolve: (_root, _args, ctx) => mentorsAbilities(ctx),
  }),
  mentors: t.field({
    type: MentorPageRef,
    description: `Mentors, coaches and experts within the viewer's user visibility, by name; filters by role, industry and tag; limit ≤ ${MENTOR_PAGE_MAX}.`,
    args: { search: t.arg.string(), role: t.arg({ type: RoleTypeEnum }), industryId: t.arg.id(), tagId: t.arg.id(), cursor: t.arg.string(), limit: t.arg.int() },
    access: mentorsPolicy.mentors,
    resolve: (_root, args, ctx) =>
      listMentors(ctx, {
        ...args,
        industryId: args.industryId == null ? null : String(args.industryId),
        tagId: args.tagId == null ? null : String(args.tagId),
      }),
  }),
  mentor: t.field({
    type: MentorEntryRef,
    args: { userId: t.arg.id({ required: true }) },
    access: mentorsPolicy.mentor,
    resolve: (_root, args, ctx) => getMentor(ctx, String(args.userId)),
  }),
}));

builder.mutationFields((t) => ({
  assignMentor: t.field({
    type: StartupRef,
    description: 'Assigns a mentor, coach or expert to a startup (drives ASSIGNED visibility).',
    args: { startupId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    access: mentorsPolicy.assignMentor,
    resolve: (_root, args, ctx) => assignMentor(ctx, { startupId: String(args.startupId), userId: String(args.userId) }),
  }),
  unassignMentor: t.field({
    type: StartupRef,
    args: { startupId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    access: mentorsPolicy.unassignMentor,
    resolve: (_root, args, ctx) => unassignMentor(ctx, { startupId: String(args.startupId), userId: String(args.userId) }),
  }),
  setMentorProfile: t.field({
    type: MentorEntryRef,
    description: "Replaces a mentor's capacity, industries and skills (tags of kind skills).",
    args: {
      userId: t.arg.id({ required: true }),
      capacity: t.arg.int(),
      industryIds: t.arg.idList({ required: true }),
      skillTagIds: t.arg.idList({ required: true }),
    },
    access: mentorsPolicy.setMentorProfile,
    resolve: (_root, args, ctx) =>
      setMentorProfile(ctx, {
        userId: String(args.userId),
        capacity: args.capacity ?? null,
        industryIds: args.industryIds.map(String),
        skillTagIds: args.skillTagIds.map(String),
      }),
  }),
}));

/** The resource library (/resources, D-582): sections of links, files and pages; types, queries and mutations. */
import { builder } from '../../graphql/builder.js';
import { RESOURCE_KINDS } from '../../db/schema/index.js';
import {
  createResource,
  createResourceSection,
  deleteResource,
  deleteResourceSection,
  moveResource,
  moveResourceSection,
  updateResource,
  updateResourceSection,
} from './resource-editing.service.js';
import { resourcesPolicy as policy } from './resources.policy.js';
import {
  getResource,
  getResourceLibrary,
  getResourceSection,
  type ResourceFileView,
  type ResourceLibraryView,
  type ResourceSectionView,
  type ResourceView,
  type RoleOption,
} from './resources.service.js';

const ResourceKindEnum = builder.enumType('ResourceKind', { values: RESOURCE_KINDS, description: 'link: a web address; file: an upload; page: text written here.' });

const ResourceFileRef = builder.objectRef<ResourceFileView>('ResourceFile').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    name: t.exposeString('name'),
    url: t.exposeString('url', { description: 'A link signed for the viewer.' }),
    sizeBytes: t.exposeInt('sizeBytes'),
    contentType: t.exposeString('contentType'),
  }),
});

const ResourceRef = builder.objectRef<ResourceView>('Resource').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    sectionId: t.exposeID('sectionId'),
    sectionTitle: t.exposeString('sectionTitle'),
    kind: t.field({ type: ResourceKindEnum, resolve: (r) => r.kind }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    url: t.exposeString('url', { nullable: true, description: 'A link’s address.' }),
    file: t.field({ type: ResourceFileRef, nullable: true, description: 'A file resource’s file.', resolve: (r) => r.file }),
    body: t.exposeString('body', { nullable: true, description: 'A page’s text (plain text; line breaks kept).' }),
    updatedAt: t.field({ type: 'DateTime', resolve: (r) => r.updatedAt }),
    viewerCanManage: t.exposeBoolean('viewerCanManage', { description: 'The viewer is staff: changes, moves and removes it.' }),
  }),
});

const ResourceSectionRef = builder.objectRef<ResourceSectionView>('ResourceSection').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    audienceRoleIds: t.idList({ description: 'Roles the section is kept for; empty: everyone. Staff only (empty for others).', resolve: (s) => s.audienceRoleIds }),
    resourceCount: t.exposeInt('resourceCount'),
    resources: t.field({ type: [ResourceRef], description: 'In order; on resourceSection and the answers of create/update (empty in the library and after a move).', resolve: (s) => s.resources }),
    viewerCanManage: t.exposeBoolean('viewerCanManage', { description: 'The viewer is staff: changes the section and its resources.' }),
  }),
});

const RoleOptionRef = builder.objectRef<RoleOption>('ResourceRoleOption').implement({
  fields: (t) => ({ value: t.exposeID('value'), label: t.exposeString('label') }),
});

const ResourceLibraryRef = builder.objectRef<ResourceLibraryView>('ResourceLibrary').implement({
  fields: (t) => ({
    sections: t.field({ type: [ResourceSectionRef], description: 'The sections the viewer sees, in order.', resolve: (l) => l.sections }),
    results: t.field({ type: [ResourceRef], description: 'Resources whose title or description holds `search` (at most 30).', resolve: (l) => l.results }),
    viewerCanManage: t.exposeBoolean('viewerCanManage', { description: 'The viewer is staff: arranges the library.' }),
    audienceEditable: t.exposeBoolean('audienceEditable', { description: 'Sections may be kept for some roles (flag resourceVisibility); staff only.' }),
    roleOptions: t.field({ type: [RoleOptionRef], description: 'The roles an audience may name; staff only.', resolve: (l) => l.roleOptions }),
  }),
});

const SectionInput = builder.inputType('ResourceSectionInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.string(),
    audienceRoleIds: t.idList({ description: 'Empty or omitted: everyone. Needs the resourceVisibility feature otherwise.' }),
  }),
});

const ResourceInput = builder.inputType('ResourceInput', {
  fields: (t) => ({
    kind: t.field({ type: ResourceKindEnum, required: true }),
    title: t.string({ required: true }),
    description: t.string(),
    url: t.string({ description: 'Required for a link; a missing scheme is taken as https.' }),
    fileId: t.id({ description: 'Required for a file: an upload of the viewer (POST /api/attachment/upload).' }),
    body: t.string({ description: 'Required for a page.' }),
  }),
});

const MoveOffsetArg = { description: '-1: one place up; 1: one place down.' };

builder.queryFields((t) => ({
  resourceLibrary: t.field({
    type: ResourceLibraryRef,
    access: policy.resourceLibrary,
    args: { search: t.arg.string({ description: 'Up to 100 characters; matches titles and descriptions.' }) },
    resolve: (_root, args, ctx) => getResourceLibrary(ctx, args),
  }),
  resourceSection: t.field({
    type: ResourceSectionRef,
    access: policy.resourceSection,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getResourceSection(ctx, { id: String(args.id) }),
  }),
  resource: t.field({
    type: ResourceRef,
    access: policy.resource,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getResource(ctx, { id: String(args.id) }),
  }),
}));

builder.mutationFields((t) => ({
  createResourceSection: t.field({
    type: ResourceSectionRef,
    access: policy.createResourceSection,
    args: { input: t.arg({ type: SectionInput, required: true }) },
    resolve: (_root, args, ctx) => createResourceSection(ctx, args.input),
  }),
  updateResourceSection: t.field({
    type: ResourceSectionRef,
    access: policy.updateResourceSection,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: SectionInput, required: true }) },
    resolve: (_root, args, ctx) => updateResourceSection(ctx, { ...args.input, id: String(args.id) }),
  }),
  deleteResourceSection: t.field({
    type: 'ID',
    access: policy.deleteResourceSection,
    description: 'Removes a section with its resources; answers its id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteResourceSection(ctx, { id: String(args.id) }),
  }),
  moveResourceSection: t.field({
    type: [ResourceSectionRef],
    access: policy.moveResourceSection,
    description: 'Moves a section one place; answers every section in the new order (with counts, without their resources).',
    args: { id: t.arg.id({ required: true }), offset: t.arg.int({ required: true, ...MoveOffsetArg }) },
    resolve: (_root, args, ctx) => moveResourceSection(ctx, { id: String(args.id), offset: args.offset }),
  }),
  createResource: t.field({
    type: ResourceRef,
    access: policy.createResource,
    args: { sectionId: t.arg.id({ required: true }), input: t.arg({ type: ResourceInput, required: true }) },
    resolve: (_root, args, ctx) => createResource(ctx, { ...args.input, sectionId: String(args.sectionId) }),
  }),
  updateResource: t.field({
    type: ResourceRef,
    access: policy.updateResource,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ResourceInput, required: true }) },
    resolve: (_root, args, ctx) => updateResource(ctx, { ...args.input, id: String(args.id) }),
  }),
  deleteResource: t.field({
    type: 'ID',
    access: policy.deleteResource,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteResource(ctx, { id: String(args.id) }),
  }),
  moveResource: t.field({
    type: ResourceSectionRef,
    access: policy.moveResource,
    description: 'Moves a resource one place in its section; answers the section.',
    args: { id: t.arg.id({ required: true }), offset: t.arg.int({ required: true, ...MoveOffsetArg }) },
    resolve: (_root, args, ctx) => moveResource(ctx, { id: String(args.id), offset: args.offset }),
  }),
}));

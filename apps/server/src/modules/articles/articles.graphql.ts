/** Article management (/articles/management, D-586): types, queries and mutations for holders of ARTICLES:EDIT. */
import { builder } from '../../graphql/builder.js';
import type { ArticleStatus } from '../../db/schema/index.js';
import type { DocUserType } from '../help/index.js';
import { articlesPolicy as policy } from './articles.policy.js';
import {
  createArticle,
  deleteArticle,
  getManagedArticle,
  getManagedArticles,
  publishArticle,
  unpublishArticle,
  updateArticle,
  type ManagedArticlePageView,
  type ManagedArticleView,
} from './articles.service.js';

// The wire names are upper case (the contract's); the rows keep the lower-case values.
const STATUS_NAMES = { draft: 'DRAFT', published: 'PUBLISHED' } as const satisfies Record<ArticleStatus, string>;
const READER_NAMES = {
  incubator: 'INCUBATOR',
  mentor: 'MENTOR',
  founder: 'FOUNDER',
  applicant: 'APPLICANT',
  evaluator: 'EVALUATOR',
  communityMember: 'COMMUNITY_MEMBER',
} as const satisfies Record<DocUserType, string>;
const fromName = <K extends string, V extends string>(names: Record<K, V>, value: V): K => (Object.keys(names) as K[]).find((k) => names[k] === value)!;

const ArticleStatusEnum = builder.enumType('ArticleStatus', {
  values: Object.values(STATUS_NAMES),
  description: 'DRAFT: seen by editors only; PUBLISHED: in the documentation of the readers it is written for.',
});
const ArticleReaderEnum = builder.enumType('ArticleReader', {
  values: Object.values(READER_NAMES),
  description: 'A documentation user type (CHR-33, GAP-23): INCUBATOR is every staff role.',
});

const ManagedArticleRef = builder.objectRef<ManagedArticleView>('ManagedArticle').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    title: t.exposeString('title'),
    summary: t.exposeString('summary'),
    body: t.exposeString('body', { description: 'Markdown (headings, paragraphs, lists, quotes, emphasis, code, links); no HTML.' }),
    audience: t.field({ type: [ArticleReaderEnum], resolve: (a) => a.audience.map((type) => READER_NAMES[type]) }),
    language: t.exposeString('language', { description: 'The locale it is written in (its search language).' }),
    status: t.field({ type: ArticleStatusEnum, resolve: (a) => STATUS_NAMES[a.status] }),
    helpSlug: t.string({ description: 'Its slug in the documentation (helpArticle) once published.', resolve: (a) => `org/${a._id}` }),
    publishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.publishedAt }),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (a) => a.updatedAt }),
    authorName: t.exposeString('authorName', { nullable: true }),
    updatedByName: t.exposeString('updatedByName', { nullable: true }),
  }),
});
const ManagedArticlePageRef = builder.objectRef<ManagedArticlePageView>('ManagedArticlePage').implement({
  fields: (t) => ({
    items: t.field({ type: [ManagedArticleRef], resolve: (p) => p.items }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

const ArticleInput = builder.inputType('ArticleInput', {
  fields: (t) => ({
    title: t.string({ required: true, description: 'At most 200 characters (some to publish).' }),
    summary: t.string({ required: true, description: 'At most 300 characters.' }),
    body: t.string({ required: true, description: 'Markdown, at most 50000 characters (some to publish).' }),
    audience: t.field({ type: [ArticleReaderEnum], required: true, description: 'At least one.' }),
    language: t.string({ required: true, description: 'A supported locale (en, fr, ar, …).' }),
  }),
});

builder.queryFields((t) => ({
  managedArticles: t.field({
    type: ManagedArticlePageRef,
    access: policy.managedArticles,
    description: 'The organisation’s articles, latest change first; `search` in titles and summaries.',
    args: { search: t.arg.string(), status: t.arg({ type: ArticleStatusEnum }), limit: t.arg.int() },
    resolve: (_root, args, ctx) =>
      getManagedArticles(ctx, { search: args.search, limit: args.limit, status: args.status ? fromName(STATUS_NAMES, args.status) : null }),
  }),
  managedArticle: t.field({
    type: ManagedArticleRef,
    nullable: true,
    access: policy.managedArticle,
    description: 'One article, any status; null when unknown.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getManagedArticle(ctx, { id: String(args.id) }),
  }),
}));

builder.mutationFields((t) => ({
  createArticle: t.field({
    type: ManagedArticleRef,
    access: policy.createArticle,
    description: 'A new DRAFT — empty, or with `title` (at most 200 characters) — in the organisation’s language, for every reader.',
    args: { title: t.arg.string() },
    resolve: (_root, args, ctx) => createArticle(ctx, { title: args.title }),
  }),
  updateArticle: t.field({
    type: ManagedArticleRef,
    access: policy.updateArticle,
    description: 'Saves the text, readers and language; a PUBLISHED article keeps a title and a body.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ArticleInput, required: true }) },
    resolve: (_root, args, ctx) =>
      updateArticle(ctx, {
        id: String(args.id),
        input: { ...args.input, audience: args.input.audience.map((name) => fromName(READER_NAMES, name)) },
      }),
  }),
  publishArticle: t.field({
    type: ManagedArticleRef,
    access: policy.publishArticle,
    description: 'Into the documentation of its readers; needs a title and a body (ValidationError naming the field).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => publishArticle(ctx, { id: String(args.id) }),
  }),
  unpublishArticle: t.field({
    type: ManagedArticleRef,
    access: policy.unpublishArticle,
    description: 'Back to DRAFT: out of the documentation.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => unpublishArticle(ctx, { id: String(args.id) }),
  }),
  deleteArticle: t.field({
    type: 'ID',
    access: policy.deleteArticle,
    description: 'Any status; answers its id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteArticle(ctx, { id: String(args.id) }),
  }),
}));

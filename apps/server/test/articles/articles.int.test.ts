/**
 * Articles (D-586; RTE-45, ROL-20): holders of ARTICLES:EDIT write the organisation's own help pages — drafts, then
 * published for chosen documentation user types — and readers find them in the documentation search and read them
 * there (section `organisation`, slug `org/<id>`). Every refusal changes nothing: a publish without a title or a body,
 * bad input (the field named), another tenant's ids, a role without the permission.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, articles } from '../../src/db/schema/index.js';
import { indexHelpArticles } from '../../src/modules/help/index.js';
import { ACME, DEMO, gql, login, ok, useTestApp } from '../support/helpers.js';

const FIELDS = `_id title summary body audience language status helpSlug publishedAt createdAt updatedAt authorName updatedByName`;
const LIST = `query L($search: String, $status: ArticleStatus, $limit: Int) { managedArticles(search: $search, status: $status, limit: $limit) { totalCount items { ${FIELDS} } } }`;
const ONE = `query A($id: ID!) { managedArticle(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation C($title: String) { createArticle(title: $title) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: ArticleInput!) { updateArticle(id: $id, input: $input) { ${FIELDS} } }`;
const PUBLISH = `mutation P($id: ID!) { publishArticle(id: $id) { ${FIELDS} } }`;
const UNPUBLISH = `mutation UP($id: ID!) { unpublishArticle(id: $id) { ${FIELDS} } }`;
const DELETE = `mutation D($id: ID!) { deleteArticle(id: $id) }`;
const SEARCH = `query S($search: String, $locale: String, $limit: Int) { helpArticles(search: $search, locale: $locale, limit: $limit) { slug locale title summary section titleParts { text highlighted } snippet { text highlighted } } }`;
const READ = `query R($slug: String!, $locale: String) { helpArticle(slug: $slug, locale: $locale) { slug locale title summary section body } }`;

interface Article {
  _id: string;
  title: string;
  summary: string;
  body: string;
  audience: string[];
  language: string;
  status: 'DRAFT' | 'PUBLISHED';
  helpSlug: string;
  publishedAt: string | null;
  authorName: string | null;
  updatedByName: string | null;
}
interface Hit {
  slug: string;
  locale: string;
  title: string;
  section: string;
  snippet: Array<{ text: string; highlighted: boolean }>;
}

const EVERYONE = ['INCUBATOR', 'MENTOR', 'FOUNDER', 'APPLICANT', 'EVALUATOR', 'COMMUNITY_MEMBER'];
const BODY = '## Booking the demo room\n\nAsk the **front desk** for the key; the projector remote is in the drawer.\n\n- Sign the room sheet\n- Leave it tidy';

const t = useTestApp();
const tokens = new Map<string, string>();

beforeAll(async () => {
  await indexHelpArticles(t.db);
});

async function token(who: string, host: string): Promise<string> {
  const key = `${host} ${who}`;
  if (!tokens.has(key)) tokens.set(key, await login(t.app, host, who));
  return tokens.get(key)!;
}

async function answer<T>(who: string, query: string, variables: Record<string, unknown> = {}, host = DEMO): Promise<T> {
  const data = await ok<Record<string, T>>(t.app, host, await token(who, host), query, variables);
  return Object.values(data)[0]!;
}

async function refusal(who: string, query: string, variables: Record<string, unknown> = {}, host = DEMO) {
  const res = await gql(t.app, host, query, { token: await token(who, host), variables });
  const error = res.body.errors?.[0] as { message: string; extensions?: { code?: string; field?: string } } | undefined;
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(res.body.data)}`);
  return { code: error.extensions?.code, field: error.extensions?.field, message: error.message };
}

const input = (values: Partial<{ title: string; summary: string; body: string; audience: readonly string[]; language: string }> = {}) => ({
  title: 'The demo room',
  summary: 'How to book and leave the demo room.',
  body: BODY,
  audience: EVERYONE,
  language: 'en',
  ...values,
});

async function written(who = 'staff@demo.test', values: Parameters<typeof input>[0] = {}): Promise<Article> {
  const created = await answer<Article>(who, CREATE);
  return answer<Article>(who, UPDATE, { id: created._id, input: input(values) });
}

const demoRows = (id: string) => t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select().from(articles).where(eq(articles.id, id)));
const slugsFound = async (who: string, search: string | null) => (await answer<Hit[]>(who, SEARCH, { search, limit: 50 })).map((hit) => hit.slug);

describe('articles (D-586)', () => {
  it('an editor writes a draft, publishes it, and readers find it in the documentation and read it there', async () => {
    const created = await answer<Article>('staff@demo.test', CREATE);
    expect(created).toMatchObject({ title: '', body: '', status: 'DRAFT', audience: EVERYONE, language: 'en', publishedAt: null, helpSlug: `org/${created._id}` });
    expect(created.authorName).toBeTruthy();

    const saved = await answer<Article>('staff@demo.test', UPDATE, { id: created._id, input: input({ title: '  Booking the projector room  ' }) });
    expect(saved).toMatchObject({ title: 'Booking the projector room', body: BODY, status: 'DRAFT' });
    // A draft is the editors' alone.
    expect(await slugsFound('cofounder@demo.test', 'projector')).not.toContain(saved.helpSlug);
    expect(await answer('cofounder@demo.test', READ, { slug: saved.helpSlug })).toBeNull();

    const published = await answer<Article>('admin@demo.test', PUBLISH, { id: saved._id });
    expect(published.status).toBe('PUBLISHED');
    expect(published.publishedAt).not.toBeNull();

    const hits = await answer<Hit[]>('cofounder@demo.test', SEARCH, { search: 'projector', limit: 20 });
    const hit = hits.find((h) => h.slug === saved.helpSlug);
    expect(hit).toMatchObject({ section: 'organisation', locale: 'en', title: 'Booking the projector room' });
    expect(hit!.snippet.some((part) => part.highlighted && /projector/i.test(part.text))).toBe(true);
    // Search as you type: a word's beginning finds it too.
    expect(await slugsFound('cofounder@demo.test', 'projec')).toContain(saved.helpSlug);
    // Browsing: the organisation's articles come first.
    const browse = await answer<Hit[]>('cofounder@demo.test', SEARCH, { limit: 50 });
    expect(browse[0]?.section).toBe('organisation');
    expect(browse.map((h) => h.slug)).toContain(saved.helpSlug);

    expect(await answer('cofounder@demo.test', READ, { slug: saved.helpSlug, locale: 'ar' })).toEqual({
      slug: saved.helpSlug,
      locale: 'en',
      title: 'Booking the projector room',
      summary: 'How to book and leave the demo room.',
      section: 'organisation',
      body: BODY,
    });

    const [log] = await t.db.tenant(t.incubatorIds.demo!, (tx) =>
      tx.select().from(activityLogs).where(and(eq(activityLogs.action, 'article.published'), eq(activityLogs.entityId, saved._id))),
    );
    expect(log?.after).toEqual({ title: 'Booking the projector room' });
  });

  it('readers are the user types it is written for; unpublished or deleted, it leaves the documentation', async () => {
    const article = await written('staff@demo.test', { title: 'Founders only: the cap table clinic', audience: ['FOUNDER'] });
    await answer('staff@demo.test', PUBLISH, { id: article._id });
    expect(await slugsFound('cofounder@demo.test', 'clinic')).toContain(article.helpSlug);
    for (const who of ['mentor@demo.test', 'applicant@demo.test', 'community@demo.test', 'staff@demo.test']) {
      expect(await slugsFound(who, 'clinic'), who).not.toContain(article.helpSlug);
      expect(await answer(who, READ, { slug: article.helpSlug }), who).toBeNull();
    }
    // Every staff role reads what is written for INCUBATOR.
    await answer('staff@demo.test', UPDATE, { id: article._id, input: input({ title: 'Founders only: the cap table clinic', audience: ['INCUBATOR', 'MENTOR'] }) });
    expect(await slugsFound('staff@demo.test', 'clinic')).toContain(article.helpSlug);
    expect(await slugsFound('mentor@demo.test', 'clinic')).toContain(article.helpSlug);
    expect(await slugsFound('cofounder@demo.test', 'clinic')).not.toContain(article.helpSlug);

    await answer('staff@demo.test', UNPUBLISH, { id: article._id });
    expect(await slugsFound('mentor@demo.test', 'clinic')).not.toContain(article.helpSlug);
    await answer('staff@demo.test', PUBLISH, { id: article._id });
    expect(await answer<string>('staff@demo.test', DELETE, { id: article._id })).toBe(article._id);
    expect(await slugsFound('mentor@demo.test', 'clinic')).not.toContain(article.helpSlug);
    expect(await answer('staff@demo.test', ONE, { id: article._id })).toBeNull();
    const actions = await t.db.tenant(t.incubatorIds.demo!, (tx) =>
      tx.select({ action: activityLogs.action }).from(activityLogs).where(eq(activityLogs.entityId, article._id)),
    );
    expect(actions.map((a) => a.action).sort()).toEqual(['article.deleted', 'article.published', 'article.published', 'article.unpublished']);
  });

  it('lists every article for editors, latest change first, searched by title or summary and filtered by status', async () => {
    const draft = await written('staff@demo.test', { title: 'Zebra crossing rules', summary: 'Where to cross safely.' });
    const live = await written('staff@demo.test', { title: 'Parking', summary: 'The zebra-striped bays are for visitors.' });
    await answer('staff@demo.test', PUBLISH, { id: live._id });
    const found = await answer<{ totalCount: number; items: Article[] }>('coach@demo.test', LIST, { search: 'zebra' });
    expect(found.items.map((a) => a._id)).toEqual([live._id, draft._id]);
    expect(found.totalCount).toBe(2);
    const drafts = await answer<{ items: Article[] }>('coach@demo.test', LIST, { search: 'zebra', status: 'DRAFT' });
    expect(drafts.items.map((a) => a._id)).toEqual([draft._id]);
    // A search's % and _ are literal.
    expect((await answer<{ totalCount: number }>('coach@demo.test', LIST, { search: '%' })).totalCount).toBe(0);
  });

  it('refuses a publish without a title or a body, and bad input, naming the field and changing nothing', async () => {
    const blank = await answer<Article>('staff@demo.test', CREATE);
    expect(await refusal('staff@demo.test', PUBLISH, { id: blank._id })).toMatchObject({ code: 'ValidationError', field: 'title' });
    await answer('staff@demo.test', UPDATE, { id: blank._id, input: input({ body: '  \n ' }) });
    expect(await refusal('staff@demo.test', PUBLISH, { id: blank._id })).toMatchObject({ code: 'ValidationError', field: 'body', message: 'body: is required to publish' });
    expect((await demoRows(blank._id))[0]?.status).toBe('draft');

    const live = await written('staff@demo.test', { title: 'Kept as it is' });
    await answer('staff@demo.test', PUBLISH, { id: live._id });
    const before = await demoRows(live._id);
    for (const [values, field] of [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ summary: 'x'.repeat(301) }, 'summary'],
      [{ body: 'x'.repeat(50_001) }, 'body'],
      [{ audience: [] }, 'audience'],
      [{ language: 'xx' }, 'language'],
    ] as const) {
      expect(await refusal('staff@demo.test', UPDATE, { id: live._id, input: input(values) }), field).toMatchObject({ code: 'ValidationError', field });
    }
    expect(await refusal('staff@demo.test', UPDATE, { id: 'not-an-id', input: input() })).toMatchObject({ code: 'ValidationError', field: 'id' });
    const count = async () => (await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ id: articles.id }).from(articles))).length;
    const articleCount = await count();
    expect(await refusal('staff@demo.test', CREATE, { title: 'x'.repeat(201) })).toMatchObject({ code: 'ValidationError', field: 'title' });
    expect(await count()).toBe(articleCount);
    expect(await answer<Article>('staff@demo.test', CREATE, { title: '  Started with a title ' })).toMatchObject({ title: 'Started with a title', status: 'DRAFT' });
    expect(await demoRows(live._id)).toEqual(before);
  });

  it('another tenant’s ids are not found there, and its readers never see ours', async () => {
    const ours = await written('staff@demo.test', { title: 'Our secret onboarding' });
    await answer('staff@demo.test', PUBLISH, { id: ours._id });
    expect(await answer('admin@acme.test', ONE, { id: ours._id }, ACME)).toBeNull();
    expect((await answer<{ items: Article[] }>('admin@acme.test', LIST, {}, ACME)).items.map((a) => a._id)).not.toContain(ours._id);
    for (const [query, variables] of [
      [UPDATE, { id: ours._id, input: input() }],
      [PUBLISH, { id: ours._id }],
      [UNPUBLISH, { id: ours._id }],
      [DELETE, { id: ours._id }],
    ] as const) {
      expect(await refusal('admin@acme.test', query, variables, ACME), query).toMatchObject({ code: 'NotFound' });
    }
    const acmeHits = await answer<Hit[]>('cofounder@acme.test', SEARCH, { search: 'onboarding', limit: 50 }, ACME);
    expect(acmeHits.map((h) => h.slug)).not.toContain(ours.helpSlug);
    expect(await answer('cofounder@acme.test', READ, { slug: ours.helpSlug }, ACME)).toBeNull();
    // Theirs is written in their organisation's language.
    expect((await answer<Article>('admin@acme.test', CREATE, {}, ACME)).language).toBe('fr');
    expect((await demoRows(ours._id))[0]?.title).toBe('Our secret onboarding');
  });

  it('roles without ARTICLES:EDIT are refused every management operation', async () => {
    const ours = await written();
    for (const who of ['cofounder@demo.test', 'mentor@demo.test', 'evaluator@demo.test', 'community@demo.test', 'applicant@demo.test']) {
      for (const [query, variables] of [
        [LIST, {}],
        [ONE, { id: ours._id }],
        [CREATE, {}],
        [UPDATE, { id: ours._id, input: input({ title: 'Taken' }) }],
        [PUBLISH, { id: ours._id }],
        [DELETE, { id: ours._id }],
      ] as const) {
        expect(await refusal(who, query, variables), `${who} ${query}`).toMatchObject({ code: 'Forbidden' });
      }
    }
    expect((await demoRows(ours._id))[0]).toMatchObject({ title: 'The demo room', status: 'draft' });
  });
});

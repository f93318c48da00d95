/** helpArticles and helpArticle: the documentation search modal (D1 §2.4, CHR-33). */
import { builder } from '../../graphql/builder.js';
import { helpPolicy } from './help.policy.js';
import { getHelpArticle, searchHelpArticles, type HelpArticleHit, type HelpArticleView, type HelpTextPart } from './help.service.js';

const HelpTextPartRef = builder.objectRef<HelpTextPart>('HelpTextPart').implement({
  description: 'A piece of a title or snippet; `highlighted` pieces matched the search.',
  fields: (t) => ({
    text: t.exposeString('text'),
    highlighted: t.exposeBoolean('highlighted'),
  }),
});

const HelpArticleHitRef = builder.objectRef<HelpArticleHit>('HelpArticleHit').implement({
  fields: (t) => ({
    slug: t.exposeString('slug'),
    locale: t.exposeString('locale', { description: 'The language of this version: the asked one, or en when the page is not translated.' }),
    title: t.exposeString('title'),
    summary: t.exposeString('summary'),
    section: t.exposeString('section', { description: 'organisation (the organisation’s own articles, slug org/<id>), getting-started, account, workspace or administration.' }),
    rank: t.exposeFloat('rank', { description: 'Full-text rank (0 when listing without a search).' }),
    titleParts: t.field({ type: [HelpTextPartRef], resolve: (hit) => hit.titleParts }),
    snippet: t.field({
      type: [HelpTextPartRef],
      description: 'Passages of the page around the matched words (the summary when listing without a search).',
      resolve: (hit) => hit.snippet,
    }),
  }),
});

const HelpArticleRef = builder.objectRef<HelpArticleView>('HelpArticle').implement({
  fields: (t) => ({
    slug: t.exposeString('slug'),
    locale: t.exposeString('locale'),
    title: t.exposeString('title'),
    summary: t.exposeString('summary'),
    section: t.exposeString('section'),
    body: t.exposeString('body', { description: 'Markdown (headings, paragraphs, lists, quotes, emphasis, code, links); no HTML.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  helpArticles: t.field({
    access: helpPolicy.helpArticles,
    type: [HelpArticleHitRef],
    description:
      'Documentation search: pages matching `search` (web-search syntax), best first; without a search every page, by section. ' +
      'Only pages written for the viewer’s user type; each in `locale` when translated, else English.',
    args: { search: t.arg.string(), limit: t.arg.int(), locale: t.arg.string() },
    resolve: (_root, args, ctx) => searchHelpArticles(ctx, args),
  }),
  helpArticle: t.field({
    access: helpPolicy.helpArticle,
    type: HelpArticleRef,
    nullable: true,
    description: 'One documentation page in `locale` (else English); null when unknown or not written for the viewer’s user type.',
    args: { slug: t.arg.string({ required: true }), locale: t.arg.string() },
    resolve: (_root, args, ctx) => getHelpArticle(ctx, args),
  }),
}));

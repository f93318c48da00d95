/**
 * The demo organisation's resource library (D-582): a handbook to start with, fundraising and legal reading, and a
 * corner kept for mentors and coaches — so /resources looks lived in and shows an audience at work. Idempotent:
 * nothing is written while the tenant has any section.
 */
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import { resources, resourceSections, roles, type ResourceKind } from '../db/schema/index.js';
import type { RoleType } from '@hatchery/domain';
import { userIdsByEmail } from './metrics-timeline.js';

interface SeedResource {
  kind: ResourceKind;
  title: string;
  description?: string;
  url?: string;
  body?: string;
}

interface SeedSection {
  title: string;
  description: string;
  /** Role types the section is kept for; none: everyone. */
  audience?: RoleType[];
  items: SeedResource[];
}

const HANDBOOK = `Welcome to the programme! This handbook is the short version of how the next twelve weeks work.

Every week
- Monday: a one-hour workshop with the whole cohort (see Events).
- One coaching session with your coach — book it from Coaching.
- Post your wins and questions in the activity feed.

Every month
Report your metrics by the 5th: revenue, customers and burn. Your coach reads them before your next session.

Demo day
Week 12. We will rehearse your pitch twice before it; the dates are on the Events page.

Questions? Write to the programme team at programme@demo.test.`;

const INTROS = `We introduce founders to investors who fit their stage and sector. To ask for an introduction:

1. Send us your one-pager and your current round (amount, instrument, who has committed).
2. Tell us which investors you have already met, so we do not introduce you twice.
3. We ask the investor first; if they say yes, we send a short email connecting you both.

Please reply within two working days of an introduction — investors remember who follows up.`;

const MENTORING = `Thank you for mentoring with us. A few guidelines that make sessions useful for founders:

- Listen first: ask what the founder wants from the session before giving advice.
- Be concrete: one or two actions the founder can take this week beat a list of ten.
- Write a short note after each session in Coaching, so the next mentor knows where things stand.
- Keep what you hear confidential; ask before sharing a founder's numbers.

If a founder needs an expert you know, tell the programme team and we will arrange the introduction.`;

const SECTIONS: SeedSection[] = [
  {
    title: 'Getting started',
    description: 'How the programme works, week by week. Start here.',
    items: [
      { kind: 'page', title: 'Programme handbook', description: 'Workshops, coaching, metrics and demo day in one page.', body: HANDBOOK },
      { kind: 'link', title: 'How to write a one-pager', description: 'What investors and partners look for on a single page.', url: 'https://www.ycombinator.com/library' },
    ],
  },
  {
    title: 'Fundraising',
    description: 'Preparing a round, meeting investors and reading term sheets.',
    items: [
      { kind: 'page', title: 'How we make investor introductions', description: 'What to send us, and what happens next.', body: INTROS },
      { kind: 'link', title: 'Series Seed documents', description: 'Open-source seed financing documents with explanations.', url: 'https://www.seriesseed.com/' },
      { kind: 'link', title: 'Understanding SAFEs', description: 'The standard SAFE templates and user guide.', url: 'https://www.ycombinator.com/documents' },
    ],
  },
  {
    title: 'Legal and templates',
    description: 'Company set-up, contracts and policies to adapt.',
    items: [
      { kind: 'link', title: 'Privacy policy generator', description: 'A starting point for your website and app.', url: 'https://www.termsfeed.com/privacy-policy-generator/' },
      { kind: 'link', title: 'Open-source licences explained', description: 'Which licence fits the code you publish.', url: 'https://choosealicense.com/' },
    ],
  },
  {
    title: 'Mentor corner',
    description: 'Guidelines and templates for mentors and coaches.',
    audience: ['Mentor', 'Coach', 'Expert', 'AdminCoach'],
    items: [{ kind: 'page', title: 'Mentoring guidelines', description: 'How to make a session useful for a founder.', body: MENTORING }],
  },
];

export async function seedResources(tx: Tx, incubatorId: string): Promise<number> {
  const [any] = await tx.select({ id: resourceSections.id }).from(resourceSections).limit(1);
  if (any) return 0;
  const author = (await userIdsByEmail(tx)).get('staff@demo.test') ?? null;
  let inserted = 0;
  for (const [position, spec] of SECTIONS.entries()) {
    const audience = spec.audience ? (await tx.select({ id: roles.id }).from(roles).where(inArray(roles.type, spec.audience))).map((r) => r.id) : [];
    const [section] = await tx
      .insert(resourceSections)
      .values({ incubatorId, title: spec.title, description: spec.description, position, audienceRoleIds: audience, createdBy: author })
      .returning({ id: resourceSections.id });
    inserted += 1;
    const rows = spec.items.map((item, index) => ({
      incubatorId,
      sectionId: section!.id,
      kind: item.kind,
      title: item.title,
      description: item.description ?? '',
      url: item.url ?? null,
      body: item.body ?? null,
      position: index,
      createdBy: author,
    }));
    inserted += (await tx.insert(resources).values(rows).returning({ id: resources.id })).length;
  }
  return inserted;
}

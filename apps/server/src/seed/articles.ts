/**
 * The demo organisation's articles (D-586): its own help pages — the house rules every member reads, a founders'
 * guide to the monthly metrics, a mentors' note on office hours, and a draft being written — so the Docs modal opens
 * on the organisation's section and /articles/management shows both statuses. Dated relative to the seed's run.
 * Idempotent: nothing is written while the tenant has any article.
 */
import type { Tx } from '../db/contract.js';
import { articles } from '../db/schema/index.js';
import { articleTextColumns } from '../modules/articles/index.js';
import { userIdsByEmail } from './metrics-timeline.js';

const DAY_MS = 86_400_000;
type Reader = 'incubator' | 'mentor' | 'founder' | 'applicant' | 'evaluator' | 'communityMember';
const MEMBERS: Reader[] = ['incubator', 'mentor', 'founder', 'evaluator', 'communityMember'];

const ARTICLES: Array<{ title: string; summary: string; body: string; readers: Reader[]; published: boolean; daysAgo: number }> = [
  {
    title: 'House rules of the Hatchery campus',
    summary: 'Opening hours, guests, the meeting rooms and the kitchen: what everyone on campus agrees to.',
    readers: MEMBERS,
    published: true,
    daysAgo: 40,
    body: `The campus is open **8 am to 10 pm** on weekdays and 10 am to 6 pm on Saturdays. Your badge opens the door; keep it on you.

## Guests

- Sign your guests in at the front desk and stay with them.
- Investors visiting for a meeting get a day badge from the programme team.

## Meeting rooms

Book rooms in the calendar up to two weeks ahead, for at most two hours at a time. Leave the room as you found it.

## The kitchen

Label what you put in the fridge; it is emptied every Friday at 4 pm.

Questions: write to the programme team from [your tasks](/tasks) or ask at the front desk.`,
  },
  {
    title: 'Monthly metrics: a founder’s guide',
    summary: 'Which numbers we ask for each month, why, and how to fill them in ten minutes.',
    readers: ['founder', 'incubator', 'mentor'],
    published: true,
    daysAgo: 21,
    body: `Every month your startup reports a handful of numbers. Your mentors read them before each session, and they are what the programme team looks at when planning support.

## What we ask for

1. **Revenue** and **monthly recurring revenue**, in your startup's currency.
2. **Customers** and **active users** at the end of the month.
3. **Burn** and **runway** in months.
4. **Headcount**, founders included.

## Tips

- Report what you know: a rough figure now is better than a perfect one late.
- Add a comment when a number moves a lot; it saves a question in your next session.
- Upload the month's investor update as a file if you write one.

The form opens on the first day of each month and closes on the tenth.`,
  },
  {
    title: 'Office hours for mentors',
    summary: 'How founders book you, how to set your availability, and what we ask after each session.',
    readers: ['mentor', 'incubator'],
    published: true,
    daysAgo: 12,
    body: `Founders book office hours in the free slots you publish.

## Your availability

Open your availability and add the hours you can give; founders see them as free slots straight away. Block time off the same way.

## After a session

Write a few lines in the session's report: what you discussed and what the founders will do next. It takes five minutes and it is what keeps the next mentor in the loop.

## Hour budgets

Each pairing has a budget of hours for the programme. You see what is left on the session page.`,
  },
  {
    title: 'Demo Day checklist',
    summary: 'Everything a team needs ready the week before Demo Day.',
    readers: ['founder', 'incubator'],
    published: false,
    daysAgo: 2,
    body: `A draft: the programme team is still writing this one.

- Final deck sent by Wednesday noon
- Rehearsal slot booked
- One-page summary for investors`,
  },
];

export async function seedArticles(tx: Tx, incubatorId: string): Promise<number> {
  const [any] = await tx.select({ id: articles.id }).from(articles).limit(1);
  if (any) return 0;
  const people = await userIdsByEmail(tx);
  const staff = people.get('staff@demo.test') ?? null;
  const admin = people.get('admin@demo.test') ?? null;
  const now = Date.now();
  const rows = await tx
    .insert(articles)
    .values(
      ARTICLES.map((article, index) => {
        const when = new Date(now - article.daysAgo * DAY_MS - 3_600_000);
        return {
          incubatorId,
          title: article.title,
          summary: article.summary,
          body: article.body,
          ...articleTextColumns({ ...article, language: 'en' }),
          userTypes: article.readers,
          status: article.published ? ('published' as const) : ('draft' as const),
          publishedAt: article.published ? when : null,
          createdBy: index % 2 === 0 ? staff : admin,
          updatedBy: staff,
          createdAt: when,
          updatedAt: when,
        };
      }),
    )
    .returning({ id: articles.id });
  return rows.length;
}

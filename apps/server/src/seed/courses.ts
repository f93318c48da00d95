/**
 * The demo organisation's courses (D-583): two published courses the co-founders are working through and a draft the
 * staff are still writing — so /courses shows a library, progress in and out of order, a finished course and a
 * learners report with more than one person. Dated relative to the seed's run (days ago, never ahead). Idempotent:
 * nothing is written while the tenant has any course.
 */
import type { Tx } from '../db/contract.js';
import { courseChapters, courseLessonCompletions, courseLessons, courses, type CourseStatus } from '../db/schema/index.js';
import { userIdsByEmail } from './metrics-timeline.js';

interface SeedLesson {
  /** Referred to by the progress below. */
  key: string;
  title: string;
  body: string;
  videoUrl?: string;
  durationMinutes?: number;
}

interface SeedCourse {
  title: string;
  summary: string;
  status: CourseStatus;
  createdDaysAgo: number;
  /** Published courses: when; the last change is then too. */
  publishedDaysAgo?: number;
  updatedDaysAgo: number;
  chapters: Array<{ title: string; lessons: SeedLesson[] }>;
}

const COURSES: SeedCourse[] = [
  {
    title: 'Founder foundations',
    summary: 'The habits of the first year: finding a problem worth solving, talking to customers, shipping a first version and measuring what matters.',
    status: 'published',
    createdDaysAgo: 40,
    publishedDaysAgo: 35,
    updatedDaysAgo: 35,
    chapters: [
      {
        title: 'Finding the problem',
        lessons: [
          {
            key: 'ff-1',
            title: 'What makes an idea worth working on',
            body: `Good startup ideas usually start from a problem you have seen up close, not from a technology looking for a use.
Ask three questions: how many people have this problem, how often do they hit it, and what do they do about it today?
A problem people already spend money or time working around is a better sign than one they shrug at.
Write your answer down in two sentences; if you cannot, the idea is not clear enough yet.`,
            videoUrl: 'https://www.youtube.com/watch?v=Th8JoIan4dg',
            durationMinutes: 25,
          },
          {
            key: 'ff-2',
            title: 'Talking to users',
            body: `Customer interviews are for learning about the customer's life, not for pitching your product.
Ask about the last time the problem happened: what they did, what it cost them, who else was involved.
Avoid questions about the future ("would you use…?"); people are kind and will say yes.
Take notes in their words, and after five interviews look for what came up more than once.
Book your first interviews this week — the programme team can introduce you to people in your market.`,
            videoUrl: 'https://www.youtube.com/watch?v=z1iF1c8w5Lg',
            durationMinutes: 30,
          },
          {
            key: 'ff-3',
            title: 'Writing your problem statement',
            body: `Turn what you learned into one page: who has the problem, when it happens, and what it costs them.
Add the evidence: quotes from interviews, numbers you found, what people use today.
Share it with your coach before your next session; it becomes the first slide of every pitch you give.`,
            durationMinutes: 15,
          },
        ],
      },
      {
        title: 'Building the first version',
        lessons: [
          {
            key: 'ff-4',
            title: 'Planning a minimum viable product',
            body: `An MVP is the smallest thing that lets a real customer get real value, so you can learn whether they come back.
List everything you want to build, then cut the list until it hurts; most first versions take weeks, not months.
Decide in advance what you will measure once it is live, for example weekly active users or paid pilots.
Manual work behind the scenes is fine at this stage: it teaches you what to automate later.`,
            videoUrl: 'https://www.youtube.com/watch?v=QRZ_l7cVzzU',
            durationMinutes: 20,
          },
          {
            key: 'ff-5',
            title: 'Launching early and often',
            body: `Launch to a small group first: the customers you interviewed are your best early users.
Tell them plainly what works and what does not yet, and ask for one thing you can improve this week.
Each release is a chance to learn; ship small changes often rather than one big release.
Post your launch in the activity feed, so the cohort can try it and give you feedback.`,
            durationMinutes: 10,
          },
        ],
      },
      {
        title: 'Measuring progress',
        lessons: [
          {
            key: 'ff-6',
            title: 'Choosing one metric that matters',
            body: `At any moment, one number tells you best whether the company is moving forward.
Before revenue it is often active usage; after it, weekly revenue growth.
Pick it with your coach, write it at the top of your weekly update and review it every Monday.
Change it only when the stage of the company changes, not because this week's number looks bad.`,
            durationMinutes: 12,
          },
          {
            key: 'ff-7',
            title: 'Reporting your monthly metrics',
            body: `Every month you report revenue, customers and burn in Metrics, by the 5th.
Your coach reads them before your next session, so a short comment on anything unusual saves time.
Consistent numbers over months are what investors ask for first, and they are hard to rebuild afterwards.
If a metric does not fit your business, tell the programme team rather than leaving it blank.`,
            durationMinutes: 8,
          },
        ],
      },
    ],
  },
  {
    title: 'Fundraising 101',
    summary: 'How a first round works, from deciding whether to raise to reading a term sheet and closing.',
    status: 'published',
    createdDaysAgo: 30,
    publishedDaysAgo: 25,
    updatedDaysAgo: 25,
    chapters: [
      {
        title: 'Preparing a round',
        lessons: [
          {
            key: 'f101-1',
            title: 'Should you raise at all?',
            body: `Raise money when it lets you do something you could not otherwise do, like hiring or reaching customers faster.
Money from investors comes with expectations of fast growth; some good businesses grow better on revenue.
Work out how many months of runway you have today and what milestone the new money would reach.
If you cannot name that milestone, you are not ready to talk to investors yet.`,
            durationMinutes: 10,
          },
          {
            key: 'f101-2',
            title: 'Your one-pager and deck',
            body: `Investors first read a short document: the problem, your solution, traction, the team and how much you are raising.
Keep the deck to about ten slides, and make the traction slide the clearest one.
Send the deck ahead of a meeting only when asked; the meeting is for the conversation.
Ask two other founders of the cohort to read it and tell you what they remember after one minute.`,
            durationMinutes: 20,
          },
          {
            key: 'f101-3',
            title: 'Building your investor list',
            body: `List investors who invest at your stage, in your sector and in your region, and note who can introduce you.
A warm introduction from a founder they backed works far better than a cold email.
Rank the list and plan to meet the whole first group within two or three weeks, so conversations move together.
The programme team makes introductions on request — see "How we make investor introductions" in Resources.`,
            durationMinutes: 15,
          },
        ],
      },
      {
        title: 'Closing the round',
        lessons: [
          {
            key: 'f101-4',
            title: 'SAFEs and priced rounds',
            body: `Most first rounds use a SAFE or a convertible note: money now, shares later at a cap or a discount.
A priced round sets a valuation today and usually needs more legal work and a board.
Compare offers by the ownership you give away, not only by the headline amount.
Keep a simple cap table from the first cheque, so you always know who owns what.`,
            durationMinutes: 18,
          },
          {
            key: 'f101-5',
            title: 'Reading a term sheet',
            body: `A term sheet lists the economics (amount, valuation, option pool) and the control terms (board seats, approvals).
The control terms often matter more over the life of the company than a slightly higher valuation.
Ask a lawyer who works with startups to review it before you sign; the programme has a list of partner firms.
Once signed, close quickly and send your investors a first update within the month.`,
            durationMinutes: 22,
          },
        ],
      },
    ],
  },
  {
    title: 'Go-to-market sprint',
    summary: 'Four weeks to find a repeatable way to reach your first hundred customers. (Being written.)',
    status: 'draft',
    createdDaysAgo: 6,
    updatedDaysAgo: 2,
    chapters: [
      {
        title: 'Week 1: pick a channel',
        lessons: [
          {
            key: 'gtm-1',
            title: 'Listing your channels',
            body: `Write down every way a customer could hear about you: referrals, partners, content, outbound, events.
For each, estimate the cost of one customer and how many you could reach in a month.
Pick the two most promising and drop the rest for now.`,
            durationMinutes: 15,
          },
          {
            key: 'gtm-2',
            title: 'Designing a one-week test',
            body: `A channel test needs a goal set in advance, for example twenty demos booked from outbound emails.
Keep the test small enough to run in a week and write down what you did, so you can repeat what works.
Review the result with your coach before choosing the next test.`,
          },
        ],
      },
    ],
  },
];

/** Who completed which lessons, and how many days ago (spread over the last ten days). */
const PROGRESS: Array<{ email: string; lessons: Array<[key: string, daysAgo: number]> }> = [
  {
    email: 'cofounder@demo.test',
    lessons: [
      ['ff-1', 10], ['ff-2', 9], ['ff-3', 7], ['ff-4', 2],
      ['f101-1', 8], ['f101-2', 6], ['f101-3', 5], ['f101-4', 4], ['f101-5', 3],
    ],
  },
  { email: 'cofounder2@demo.test', lessons: [['ff-1', 6], ['ff-2', 1]] },
];

const DAY_MS = 86_400_000;

export async function seedCourses(tx: Tx, incubatorId: string): Promise<number> {
  const [any] = await tx.select({ id: courses.id }).from(courses).limit(1);
  if (any) return 0;
  const people = await userIdsByEmail(tx);
  const author = people.get('staff@demo.test') ?? null;
  const now = Date.now();
  // An hour before the day's mark, so what happened "0 days ago" is still in the past.
  const daysAgo = (days: number) => new Date(now - days * DAY_MS - 3_600_000);
  const lessonIds = new Map<string, { lessonId: string; courseId: string }>();
  let inserted = 0;
  for (const spec of COURSES) {
    const [course] = await tx
      .insert(courses)
      .values({
        incubatorId,
        title: spec.title,
        summary: spec.summary,
        status: spec.status,
        createdBy: author,
        createdAt: daysAgo(spec.createdDaysAgo),
        updatedAt: daysAgo(spec.updatedDaysAgo),
        publishedAt: spec.publishedDaysAgo === undefined ? null : daysAgo(spec.publishedDaysAgo),
      })
      .returning({ id: courses.id });
    inserted += 1;
    for (const [position, chapterSpec] of spec.chapters.entries()) {
      const [chapter] = await tx
        .insert(courseChapters)
        .values({ incubatorId, courseId: course!.id, title: chapterSpec.title, position, createdAt: daysAgo(spec.createdDaysAgo), updatedAt: daysAgo(spec.updatedDaysAgo) })
        .returning({ id: courseChapters.id });
      const rows = chapterSpec.lessons.map((lesson, index) => ({
        incubatorId,
        courseId: course!.id,
        chapterId: chapter!.id,
        title: lesson.title,
        body: lesson.body,
        videoUrl: lesson.videoUrl ?? null,
        durationMinutes: lesson.durationMinutes ?? null,
        position: index,
        createdAt: daysAgo(spec.createdDaysAgo),
        updatedAt: daysAgo(spec.updatedDaysAgo),
      }));
      const written = await tx.insert(courseLessons).values(rows).returning({ id: courseLessons.id });
      for (const [index, row] of written.entries()) lessonIds.set(chapterSpec.lessons[index]!.key, { lessonId: row.id, courseId: course!.id });
      inserted += 1 + written.length;
    }
  }
  const completions = PROGRESS.flatMap(({ email, lessons }) => {
    const userId = people.get(email);
    if (!userId) return [];
    return lessons.flatMap(([key, days]) => {
      const lesson = lessonIds.get(key);
      return lesson ? [{ incubatorId, userId, courseId: lesson.courseId, lessonId: lesson.lessonId, completedAt: daysAgo(days) }] : [];
    });
  });
  if (completions.length > 0) inserted += (await tx.insert(courseLessonCompletions).values(completions).returning({ userId: courseLessonCompletions.userId })).length;
  return inserted;
}

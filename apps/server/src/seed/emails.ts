/**
 * The demo organisation's emails area (D-584): email templates to start from, content snippets to insert, one email
 * sent to the founders of the Spring 2026 Cohort (with its deliveries), a draft being written and one scheduled for
 * three days ahead (D-590) — so /emails shows a history, who got a message, what goes out next and something to carry on. The sent email's deliveries point at no outbox row: the seed
 * records mail as already gone and sends nothing (the outbox would deliver any row it wrote). Dated relative to the
 * seed's run. Idempotent: nothing is written while the tenant has any email template.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import { emailDeliveries, emails, emailTemplates, programs, startupPeople, startupPrograms, users, type EmailTemplateKind } from '../db/schema/index.js';
import { userIdsByEmail } from './metrics-timeline.js';

const DAY_MS = 86_400_000;
const PROGRAMME = 'Spring 2026 Cohort';

const TEMPLATES: Array<{ kind: EmailTemplateKind; name: string; subject: string | null; body: string }> = [
  {
    kind: 'template',
    name: 'Monthly metrics reminder',
    subject: '{{startupName}}: your monthly metrics are due',
    body: `Hi {{firstName}},

It is that time of the month again: please update the metrics of {{startupName}} in {{organisationName}} before Friday.

It takes ten minutes, and it is what your mentors read before your next session.

Thanks,
The programme team`,
  },
  {
    kind: 'template',
    name: 'Demo day invitation',
    subject: 'You are invited to Demo Day',
    body: `Dear {{fullName}},

We would love to see you at Demo Day, where this season's founders pitch to investors and partners.

Doors open at 5 pm; the programme and the sign-up are at https://demo.example.com/demo-day.

See you there,
{{organisationName}}`,
  },
  {
    kind: 'template',
    name: 'Office hours',
    subject: 'Office hours this week',
    body: `Hi {{firstName}},

Our mentors hold office hours this week. Book a slot in the coaching calendar if you want a second pair of eyes on your pitch, your numbers or your hiring plan.`,
  },
  {
    kind: 'content',
    name: 'Signature',
    subject: null,
    body: `Best regards,
Priya Nair
Program Manager, {{organisationName}}`,
  },
  {
    kind: 'content',
    name: 'Office hours footer',
    subject: null,
    body: 'Office hours: Tuesdays and Thursdays, 2–5 pm, in the main hall or online (the link is in the coaching calendar).',
  },
];

export async function seedEmails(tx: Tx, incubatorId: string): Promise<number> {
  const [any] = await tx.select({ id: emailTemplates.id }).from(emailTemplates).limit(1);
  if (any) return 0;
  const people = await userIdsByEmail(tx);
  const admin = people.get('admin@demo.test') ?? null;
  const staff = people.get('staff@demo.test') ?? null;
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS - 3_600_000);
  let inserted = 0;

  const written = await tx
    .insert(emailTemplates)
    .values(TEMPLATES.map((t, i) => ({ incubatorId, ...t, createdBy: staff, createdAt: daysAgo(30 - i), updatedAt: daysAgo(30 - i) })))
    .returning({ id: emailTemplates.id });
  inserted += written.length;

  // The founders (co-founders) of the programme's startups: the sent email's recipients, as the audience rule reads them.
  const [programme] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.name, PROGRAMME));
  const founders = programme
    ? await tx
        .selectDistinct({ id: users.id, email: users.email })
        .from(startupPeople)
        .innerJoin(startupPrograms, eq(startupPrograms.startupId, startupPeople.startupId))
        .innerJoin(users, eq(users.id, startupPeople.userId))
        .where(and(eq(startupPrograms.programId, programme.id), eq(startupPeople.personGroup, 'cofounder'), inArray(users.status, ['active', 'pending'])))
    : [];
  const reminder = TEMPLATES[0]!;
  if (programme && founders.length > 0) {
    const [sent] = await tx
      .insert(emails)
      .values({
        incubatorId,
        subject: reminder.subject!,
        body: reminder.body,
        audience: { roleIds: [], programIds: [programme.id], userIds: [] },
        status: 'sent',
        recipientCount: founders.length,
        createdBy: admin,
        sentBy: admin,
        createdAt: daysAgo(9),
        updatedAt: daysAgo(8),
        sentAt: daysAgo(8),
      })
      .returning({ id: emails.id });
    inserted += 1;
    const deliveries = await tx
      .insert(emailDeliveries)
      .values(founders.map((f) => ({ incubatorId, emailId: sent!.id, userId: f.id, address: f.email, status: 'sent' as const, createdAt: daysAgo(8) })))
      .returning({ id: emailDeliveries.id });
    inserted += deliveries.length;
  }

  const invitation = TEMPLATES[1]!;
  await tx.insert(emails).values({
    incubatorId,
    subject: invitation.subject!,
    body: invitation.body,
    audience: { roleIds: [], programIds: programme ? [programme.id] : [], userIds: staff ? [staff] : [] },
    status: 'draft',
    createdBy: admin,
    createdAt: daysAgo(1),
    updatedAt: daysAgo(1),
  });
  inserted += 1;

  // D-590: the week's office hours, scheduled for three days ahead at the top of an hour, to the programme's founders.
  const officeHours = TEMPLATES[2]!;
  if (programme && founders.length > 0) {
    const sendAt = new Date(Math.ceil((now + 3 * DAY_MS) / 3_600_000) * 3_600_000);
    await tx.insert(emails).values({
      incubatorId,
      subject: officeHours.subject!,
      body: officeHours.body,
      audience: { roleIds: [], programIds: [programme.id], userIds: [] },
      status: 'scheduled',
      scheduledAt: sendAt,
      scheduledBy: admin,
      createdBy: admin,
      createdAt: daysAgo(2),
      updatedAt: daysAgo(0),
    });
    inserted += 1;
  }
  return inserted;
}

/**
 * The demo organisation's chat (D-592): a founder and his coach arranging a session, a mentor's follow-up, the Orbital
 * Labs group with its coach and mentor, and two of the team talking — so /chat opens on real conversations, some
 * unread. Dated relative to the seed's run (hours ago). Idempotent: nothing is written while the tenant has any.
 */
import type { Tx } from '../db/contract.js';
import { chatConversations, chatMembers, chatMessages } from '../db/schema/index.js';
import { userIdsByEmail } from './metrics-timeline.js';

interface SeedConversation {
  /** A group's name; none for a direct conversation. */
  title?: string;
  members: string[];
  /** Per member key: read up to this many hours ago (default: everything read). */
  readHoursAgo?: Record<string, number>;
  messages: Array<{ author: string; hoursAgo: number; body: string }>;
}

const CONVERSATIONS: SeedConversation[] = [
  {
    members: ['cofounder', 'coach'],
    readHoursAgo: { cofounder: 3 },
    messages: [
      { author: 'coach', hoursAgo: 26, body: 'Hi Liam, great news about the pilot! Shall we go through the renewal terms on Thursday?' },
      { author: 'cofounder', hoursAgo: 25, body: 'Yes please. I will bring the pricing model and the cooperative’s feedback.' },
      { author: 'coach', hoursAgo: 2, body: 'Perfect. Can you also share last month’s churn numbers before we meet?' },
    ],
  },
  {
    members: ['cofounder', 'mentor'],
    messages: [
      { author: 'mentor', hoursAgo: 50, body: 'Following up on our call: here is the checklist for your seed deck.\n1. Problem in one slide\n2. Traction before team\n3. The ask, with use of funds' },
      { author: 'cofounder', hoursAgo: 48, body: 'Thank you Elena, very helpful. I will send you the new version on Monday.' },
    ],
  },
  {
    title: 'Orbital Labs team',
    members: ['coach', 'cofounder', 'cofounder2', 'mentor'],
    readHoursAgo: { cofounder2: 20, cofounder: 1 },
    messages: [
      { author: 'coach', hoursAgo: 30, body: 'Welcome to your team channel! Use it for anything about the programme.' },
      { author: 'cofounder2', hoursAgo: 22, body: 'The model retraining finished — accuracy is up 4 points on the new region.' },
      { author: 'mentor', hoursAgo: 8, body: 'Impressive. Put that in the demo day story.' },
    ],
  },
  {
    members: ['admin', 'staff'],
    messages: [
      { author: 'staff', hoursAgo: 5, body: 'The demo day room is booked for the 14th. Should we invite the partners?' },
      { author: 'admin', hoursAgo: 4, body: 'Yes — send them the invitation this week.' },
    ],
  },
];

export async function seedChat(tx: Tx, incubatorId: string): Promise<number> {
  const [any] = await tx.select({ id: chatConversations.id }).from(chatConversations).limit(1);
  if (any) return 0;
  const people = await userIdsByEmail(tx);
  const person = (key: string) => people.get(`${key}@demo.test`);
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
  let inserted = 0;
  for (const spec of CONVERSATIONS) {
    const memberIds = spec.members.map(person);
    if (memberIds.some((id) => !id)) continue;
    const ids = memberIds as string[];
    const last = Math.min(...spec.messages.map((m) => m.hoursAgo));
    const first = Math.max(...spec.messages.map((m) => m.hoursAgo));
    const [conversation] = await tx
      .insert(chatConversations)
      .values({
        incubatorId,
        kind: spec.title ? 'group' : 'direct',
        title: spec.title ?? null,
        directKey: spec.title ? null : [...ids].sort().join(':'),
        createdBy: ids[0],
        createdAt: at(first + 1),
        lastMessageAt: at(last),
      })
      .returning({ id: chatConversations.id });
    await tx.insert(chatMembers).values(
      spec.members.map((key, index) => ({
        incubatorId,
        conversationId: conversation!.id,
        userId: ids[index]!,
        joinedAt: at(first + 1),
        lastReadAt: at(spec.readHoursAgo?.[key] ?? last),
      })),
    );
    await tx.insert(chatMessages).values(
      spec.messages.map((m) => ({ incubatorId, conversationId: conversation!.id, authorUserId: person(m.author)!, body: m.body, createdAt: at(m.hoursAgo) })),
    );
    inserted += 1 + spec.members.length + spec.messages.length;
  }
  return inserted;
}

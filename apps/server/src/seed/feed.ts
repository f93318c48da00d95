/**
 * The demo organisation's activity feed (D-581): a pinned welcome from the program director, news from the founders,
 * a mentor's reading tip and a staff reminder, with likes and comments — so /organization/feed looks lived in. Dated
 * relative to the seed's run (hours ago). Idempotent: nothing is written while the tenant has any post.
 */
import type { Tx } from '../db/contract.js';
import { feedComments, feedPostLikes, feedPosts } from '../db/schema/index.js';
import { userIdsByEmail } from './metrics-timeline.js';

interface SeedPost {
  author: string;
  hoursAgo: number;
  body: string;
  pinned?: boolean;
  likes?: string[];
  comments?: Array<{ author: string; body: string; hoursAgo: number }>;
}

const POSTS: SeedPost[] = [
  {
    author: 'admin',
    hoursAgo: 120,
    pinned: true,
    body: 'Welcome to the new cohort!\nThis feed is where we share news, wins and questions with the whole community. Introduce yourself below, and see the Events page for demo day.',
    likes: ['staff', 'coach', 'mentor', 'cofounder', 'community'],
    comments: [
      { author: 'cofounder', hoursAgo: 118, body: 'Thanks! Liam from Orbital Labs here: satellite data for smarter irrigation.' },
      { author: 'community', hoursAgo: 110, body: 'Hi all, Noor — happy to help anyone with user research.' },
    ],
  },
  {
    author: 'mentor',
    hoursAgo: 70,
    body: 'Reading tip for the week: "The Mom Test" by Rob Fitzpatrick. Short, practical, and it will change how you run customer interviews.',
    likes: ['cofounder', 'coach'],
  },
  {
    author: 'cofounder',
    hoursAgo: 30,
    body: 'Big news from Orbital Labs: we signed our first paying pilot with a 400-hectare farm cooperative. Thank you Elena and Marcus for the pricing advice!',
    likes: ['admin', 'staff', 'mentor', 'coach', 'admincoach'],
    comments: [
      { author: 'mentor', hoursAgo: 29, body: 'Congratulations, well deserved!' },
      { author: 'coach', hoursAgo: 26, body: 'Great work. Let us look at the renewal terms in our next session.' },
    ],
  },
  {
    author: 'staff',
    hoursAgo: 6,
    body: 'Reminder: monthly metrics are due on the 5th. If something looks off in your numbers, add a comment on the data — it helps your coach.',
    likes: ['admin'],
  },
  {
    author: 'community',
    hoursAgo: 2,
    body: 'Is anyone in the cohort working on B2B payments? I would love to swap notes over coffee.',
  },
];

export async function seedFeed(tx: Tx, incubatorId: string): Promise<number> {
  const [any] = await tx.select({ id: feedPosts.id }).from(feedPosts).limit(1);
  if (any) return 0;
  const people = await userIdsByEmail(tx);
  const person = (key: string) => people.get(`${key}@demo.test`);
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
  let inserted = 0;
  for (const spec of POSTS) {
    const authorUserId = person(spec.author);
    if (!authorUserId) continue;
    const [post] = await tx
      .insert(feedPosts)
      .values({ incubatorId, authorUserId, body: spec.body, createdAt: at(spec.hoursAgo), pinnedAt: spec.pinned ? at(spec.hoursAgo) : null })
      .returning({ id: feedPosts.id });
    inserted += 1;
    const likes = (spec.likes ?? []).flatMap((key) => person(key) ?? []).map((userId) => ({ incubatorId, postId: post!.id, userId }));
    if (likes.length > 0) inserted += (await tx.insert(feedPostLikes).values(likes).returning({ id: feedPostLikes.id })).length;
    for (const comment of spec.comments ?? []) {
      const commenter = person(comment.author);
      if (!commenter) continue;
      await tx.insert(feedComments).values({ incubatorId, postId: post!.id, authorUserId: commenter, body: comment.body, createdAt: at(comment.hoursAgo) });
      inserted += 1;
    }
  }
  return inserted;
}

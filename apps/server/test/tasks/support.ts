/** Shared by the task and notification tests: an app whose pub/sub the test can watch, users by e-mail, event capture. */
import { pino } from 'pino';
import { buildApp } from '../../src/app.js';
import { createViewerCache } from '../../src/http/viewer-cache.js';
import { testConfig } from '../../src/config.js';
import { users } from '../../src/db/schema/index.js';
import { tenantData, type AppContext } from '../../src/http/context.js';
import { createMailboxMailer } from '../../src/modules/mail/mailer.js';
import { userChannel, type UserTopic } from '../../src/modules/notifications/user-channels.js';
import { createMemoryPubSub, type PubSub, type PubSubSubscription } from '../../src/realtime/pubsub.js';
import { testDatabase, type TestApp } from '../support/helpers.js';

export interface WatchedApp extends TestApp {
  pubsub: PubSub;
  userIds: (slug: string) => Promise<Record<string, string>>;
  /** What after-commit service code needs, for calling services directly (system tasks, notifyComment). */
  effectContext: (slug: string) => Promise<Pick<AppContext, 'services' | 'log' | 'incubator' | 'data'>>;
}

export async function startWatchedApp(): Promise<WatchedApp> {
  const { db, incubatorIds } = await testDatabase();
  const config = testConfig({});
  const pubsub = createMemoryPubSub();
  const mailer = createMailboxMailer();
  const logger = pino({ level: 'silent' });
  const viewers = createViewerCache({ ttlMs: config.viewerCacheTtlMs });
  const app = await buildApp({ config, db, logger, pubsub, mailer, viewers });
  await app.ready();
  const cache = new Map<string, Record<string, string>>();
  const userIds = async (slug: string) => {
    let found = cache.get(slug);
    if (!found) {
      const rows = await db.tenant(incubatorIds[slug]!, (tx) => tx.select({ id: users.id, email: users.email }).from(users));
      found = Object.fromEntries(rows.map((r) => [r.email, r.id]));
      cache.set(slug, found);
    }
    return found;
  };
  const effectContext = async (slug: string) => {
    const incubator = await app.incubatorLookup.bySlug(slug);
    if (!incubator) throw new Error(`no incubator ${slug}`);
    return { services: { config, pubsub, mailer, viewers }, log: app.log, incubator, data: tenantData(db, incubator.id) };
  };
  return {
    app,
    db,
    incubatorIds,
    pubsub,
    userIds,
    effectContext,
    close: async () => {
      await app.close();
      await pubsub.close();
    },
  };
}

/** Collects what a user's channel receives. */
export class Capture<T = Record<string, unknown>> {
  readonly events: T[] = [];
  private readonly subscription: PubSubSubscription<T>;
  private readonly pump: Promise<void>;

  constructor(pubsub: PubSub, incubatorId: string, userId: string, topic: UserTopic) {
    const subscription = pubsub.subscribe<T>(userChannel(incubatorId, userId, topic));
    const events = this.events;
    this.subscription = subscription;
    this.pump = (async () => {
      for await (const event of subscription) events.push(event);
    })();
  }

  /** Waits a moment for in-flight publishes, then returns and clears what arrived. */
  async take(ms = 30): Promise<T[]> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return this.events.splice(0, this.events.length);
  }

  async stop(): Promise<void> {
    await this.subscription.return?.();
    await this.pump;
  }
}

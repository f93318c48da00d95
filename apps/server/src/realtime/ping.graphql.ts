/** Foundation subscription for tests: `ping(intervalMs)` emits "pong" PING_COUNT times then completes. Requires auth. */
import { builder } from '../graphql/builder.js';
import { requireViewer } from '../core/viewer.js';
import { realtimePolicy } from './realtime.policy.js';

export const PING_COUNT = 3;
const MIN_INTERVAL_MS = 10;
const MAX_INTERVAL_MS = 10_000;

async function* pongs(intervalMs: number): AsyncGenerator<string> {
  for (let i = 0; i < PING_COUNT; i++) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    yield 'pong';
  }
}

builder.subscriptionFields((t) => ({
  ping: t.string({
    access: realtimePolicy.ping,
    description: `Emits "pong" ${PING_COUNT} times, intervalMs apart (default 1000), then completes. Requires a signed-in viewer.`,
    args: { intervalMs: t.arg.int() },
    subscribe: (_root, args, ctx) => {
      requireViewer(ctx);
      const interval = Math.min(MAX_INTERVAL_MS, Math.max(MIN_INTERVAL_MS, args.intervalMs ?? 1000));
      return pongs(interval);
    },
    resolve: (value: string) => value,
  }),
}));

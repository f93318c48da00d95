/**
 * zod 4 compiles object schemas with `new Function` when it may, and probes for that with a caught `new Function("")`.
 * Our Content-Security-Policy (no 'unsafe-eval', apps/server/src/http/security-headers.ts) blocks both, and the
 * browser reports the blocked probe as a console error on every page that builds a schema. `jitless` makes zod use
 * its interpreter and skip the probe. It must run before any schema is built, so start.tsx imports this module first.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

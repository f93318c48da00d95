/** Sets the process's zone and answers how to put the previous one back. */
function switchZone(zone: string): () => void {
  const saved = process.env.TZ;
  process.env.TZ = zone;
  return () => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  };
}

/**
 * Runs `body` with the process in another time zone, then puts the zone back. Node re-reads TZ when it is assigned, so
 * `Date`'s local getters follow at once; tests of the browser's calendar day use it to stand where UTC's day differs.
 * The zone is the process's: Vitest's default pool runs each file in a forked process, one test at a time, so no other
 * test sees it (a `threads` pool would share it for the length of `body`).
 */
export function inTimeZone(zone: string, body: () => void): void {
  const restore = switchZone(zone);
  try {
    body();
  } finally {
    restore();
  }
}

/** `inTimeZone` for a body that awaits (a component rendered and found): the zone holds until the body settles. */
export async function inTimeZoneAsync(zone: string, body: () => Promise<void>): Promise<void> {
  const restore = switchZone(zone);
  try {
    await body();
  } finally {
    restore();
  }
}

/** publicIncubator.supportEmail: the tenant's support address for the web's contact links (D1 §9 {email}, GAP-24). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { incubators } from '../../src/db/schema/index.js';
import { ACME, DEMO, gql, useTestApp } from '../support/helpers.js';

const QUERY = '{ publicIncubator { slug supportEmail } }';

describe('support address on publicIncubator (GAP-24)', () => {
  const t = useTestApp();

  const supportEmail = async (host: string): Promise<string | null | undefined> => {
    const { body } = await gql<{ publicIncubator: { slug: string; supportEmail: string | null } }>(t.app, host, QUERY);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data?.publicIncubator.supportEmail;
  };

  it("answers the host tenant's own address to anyone, and null when the tenant has none", async () => {
    expect(await supportEmail(DEMO)).toBe('support@demo.test');
    expect(await supportEmail(ACME)).toBe('support@acme.test');

    const demoId = t.incubatorIds.demo!;
    const setAddress = async (address: string | null) => {
      await t.db.registry((tx) => tx.update(incubators).set({ supportEmail: address }).where(eq(incubators.id, demoId)));
      t.app.incubatorLookup.clear();
    };
    try {
      await setAddress(null);
      expect(await supportEmail(DEMO)).toBeNull();
      await setAddress('   ');
      expect(await supportEmail(DEMO)).toBeNull();
    } finally {
      await setAddress('support@demo.test');
    }
    expect(await supportEmail(DEMO)).toBe('support@demo.test');
  });
});

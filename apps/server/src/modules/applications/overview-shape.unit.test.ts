/**
 * The overview's kept statement (D-539): a filter's conditions are rendered once per shape and reused for every later
 * filter of that shape, so the shape must tell apart every SQL text the conditions can take. For random filters and
 * viewers: two of one shape render the same text, and no value is written into a kept text (every parameter is a
 * placeholder) unless the shape says the statement is not kept (a queue stage).
 */
import { APPLICATION_QUEUE_STAGES, APPLICATION_SOURCES, APPLICATION_STATUSES, type RoleType } from '@hatchery/domain';
import { and, is, Param, Placeholder, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../http/context.js';
import type { ApplicationAccess } from './application-access.js';
import { filterConditions, type ApplicationFilterInput } from './overview.service.js';

const dialect = new PgDialect();
const uuid = fc.uuid();

const accessArb = fc.record({
  roleType: fc.constantFrom<RoleType>('Admin', 'Staff', 'Evaluator'),
  draftAccess: fc.boolean(),
  staffFunnels: fc.option(fc.uniqueArray(uuid, { maxLength: 3 }), { nil: null }),
  blindReview: fc.boolean(),
  userId: uuid,
});

const filterArb: fc.Arbitrary<ApplicationFilterInput> = fc.record(
  {
    funnelId: fc.option(uuid, { nil: null }),
    roundId: fc.option(uuid, { nil: null }),
    statuses: fc.option(fc.uniqueArray(fc.constantFrom(...APPLICATION_STATUSES), { maxLength: 3 }), { nil: null }),
    group: fc.option(fc.constantFrom('allPending' as const, 'evaluationInProgress' as const), { nil: null }),
    search: fc.option(fc.string({ minLength: 1, maxLength: 8 }), { nil: null }),
    sources: fc.option(fc.uniqueArray(fc.constantFrom(...APPLICATION_SOURCES), { maxLength: 2 }), { nil: null }),
    tagIds: fc.option(fc.uniqueArray(uuid, { maxLength: 3 }), { nil: null }),
    queue: fc.option(fc.constantFrom(...APPLICATION_QUEUE_STAGES), { nil: null }),
  },
  { requiredKeys: [] },
);

type AccessCase = typeof accessArb extends fc.Arbitrary<infer T> ? T : never;

function accessOf(a: AccessCase): ApplicationAccess {
  const viewer = { userId: a.userId, roleType: a.roleType } as Viewer;
  const permissions = new Map(a.draftAccess ? [['APPLICATION:DRAFT_ACCESS', 'all' as const]] : []);
  return { viewer, actor: { userId: a.userId, roleType: a.roleType, permissions, assignedStartupIds: new Set() }, staffFunnels: a.staffFunnels ? new Set(a.staffFunnels) : null, blindReview: a.blindReview };
}

/** The conditions as the overview renders them: placeholders recording their values, and the shape's tokens. */
function rendered(access: ApplicationAccess, filter: ApplicationFilterInput) {
  const shape: string[] = [];
  const bind = (name: string) => sql.placeholder(name);
  const where = and(...filterConditions(access, filter, bind, shape)) ?? sql`true`;
  const query = dialect.sqlToQuery(where);
  const kept = !filter.queue;
  return { key: `${shape.join(',')}`, text: query.sql, kept, allSlots: query.params.every((p) => is(p, Placeholder) || (is(p, Param) && is(p.value, Placeholder))) };
}

describe('the overview statement kept per shape (D-539)', () => {
  it('two filters of one shape render one text, and a kept text carries no value', () => {
    const texts = new Map<string, string>();
    fc.assert(
      fc.property(accessArb, filterArb, (a, filter) => {
        const r = rendered(accessOf(a), filter);
        if (r.kept) expect(r.allSlots).toBe(true);
        const seen = texts.get(r.key);
        if (seen === undefined) texts.set(r.key, r.text);
        else expect(r.text).toBe(seen);
      }),
      { numRuns: 600 },
    );
    // The property met many shapes, not one.
    expect(texts.size).toBeGreaterThan(20);
  });
});

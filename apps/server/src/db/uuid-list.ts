/** `(id1::uuid, id2::uuid, …)` for `in` lists in raw SQL; `(null::uuid)` when empty, which matches nothing. */
import { sql, type SQL } from 'drizzle-orm';

export function uuidList(ids: readonly string[]): SQL {
  return ids.length ? sql`(${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})` : sql`(null::uuid)`;
}

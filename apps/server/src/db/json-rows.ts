/**
 * Rows of a table that came as JSON (`to_json(t)` in a statement, e.g. a `withOnceColumn` value) made into the objects
 * Drizzle would have made from the same row read as columns: keys by the table's field names, each value through its
 * column's own driver mapping (timestamps to Dates, and so on). JSON columns keep the value JSON gave (their driver
 * mapping would parse a string again). A timestamp column in string mode keeps JSON's ISO text, not PostgreSQL's.
 */
import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

const JSON_TYPES = new Set(['json', 'jsonb']);

export function rowsFromJson<T extends Table>(table: T, rows: ReadonlyArray<Record<string, unknown>> | null): Array<InferSelectModel<T>> {
  if (!rows || rows.length === 0) return [];
  const columns = Object.entries(getTableColumns(table));
  return rows.map((json) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = json[column.name];
      if (value === null || value === undefined) row[key] = null;
      else row[key] = JSON_TYPES.has(column.getSQLType()) ? value : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  });
}

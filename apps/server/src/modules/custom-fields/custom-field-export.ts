/**
 * Custom field values in reports (issue 15 item 7): the portfolio export adds one column per startup field, named by
 * its slug (stable across label changes). Only fields the requester's role sees on every row go in (D-212): staff get
 * every field, anyone else only those shown to everyone who sees the profile.
 */
import { customFieldCell, isInRoleGroup, type CustomFieldTarget, type RoleType } from '@hatchery/domain';
import { and, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { customFieldValues } from '../../db/schema/index.js';
import { fieldsOf } from './custom-fields.service.js';

export interface CustomFieldColumns {
  slugs: string[];
  /** The cells of these columns for each startup id (null where no value). */
  cells(tx: Tx, startupIds: readonly string[]): Promise<Map<string, Array<string | number | null>>>;
}

export async function customFieldExportColumns(tx: Tx, target: Extract<CustomFieldTarget, 'startup'>, roleType: RoleType): Promise<CustomFieldColumns> {
  const staff = isInRoleGroup(roleType, 'staff');
  const fields = (await fieldsOf(tx, target)).filter((field) => staff || field.visibility === 'profile');
  const fieldIds = fields.map((f) => f.id);
  return {
    slugs: fields.map((f) => f.slug),
    async cells(inner, startupIds) {
      const out = new Map<string, Array<string | number | null>>();
      if (fieldIds.length === 0 || startupIds.length === 0) return out;
      const rows = await inner
        .select({ startupId: customFieldValues.startupId, fieldId: customFieldValues.fieldId, value: customFieldValues.value })
        .from(customFieldValues)
        .where(and(inArray(customFieldValues.startupId, [...startupIds]), inArray(customFieldValues.fieldId, fieldIds)));
      for (const id of startupIds) out.set(id, fieldIds.map(() => null));
      for (const row of rows) {
        const cells = out.get(row.startupId!);
        if (cells) cells[fieldIds.indexOf(row.fieldId)] = customFieldCell(row.value);
      }
      return out;
    },
  };
}

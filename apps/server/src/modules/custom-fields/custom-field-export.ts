/**
 * Custom field values in reports (issue 15 item 7): the portfolio export adds one column per startup field and the
 * applications export one per application field, named by its slug (stable across label changes). Only fields the requester's role sees on every row go in (D-212): staff get
 * every field, anyone else only those shown to everyone who sees the profile.
 */
import { customFieldCell, isInRoleGroup, type CustomFieldTarget, type RoleType } from '@hatchery/domain';
import { and, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { customFieldValues } from '../../db/schema/index.js';
import { fieldsOf } from './custom-fields.service.js';

export interface CustomFieldColumns {
  slugs: string[];
  /** The cells of these columns for each record id — startups or applications — (null where no value). */
  cells(tx: Tx, recordIds: readonly string[]): Promise<Map<string, Array<string | number | null>>>;
}

export async function customFieldExportColumns(tx: Tx, target: Extract<CustomFieldTarget, 'startup' | 'application'>, roleType: RoleType): Promise<CustomFieldColumns> {
  const staff = isInRoleGroup(roleType, 'staff');
  const fields = (await fieldsOf(tx, target)).filter((field) => staff || field.visibility === 'profile');
  const fieldIds = fields.map((f) => f.id);
  return {
    slugs: fields.map((f) => f.slug),
    async cells(inner, recordIds) {
      const out = new Map<string, Array<string | number | null>>();
      if (fieldIds.length === 0 || recordIds.length === 0) return out;
      const recordColumn = target === 'startup' ? customFieldValues.startupId : customFieldValues.applicationId;
      const rows = await inner
        .select({ recordId: recordColumn, fieldId: customFieldValues.fieldId, value: customFieldValues.value })
        .from(customFieldValues)
        .where(and(inArray(recordColumn, [...recordIds]), inArray(customFieldValues.fieldId, fieldIds)));
      for (const id of recordIds) out.set(id, fieldIds.map(() => null));
      for (const row of rows) {
        const cells = out.get(row.recordId!);
        if (cells) cells[fieldIds.indexOf(row.fieldId)] = customFieldCell(row.value);
      }
      return out;
    },
  };
}

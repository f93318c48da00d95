/**
 * Demo custom fields (issue 15 items 7–8): three fields on startups — "Legal entity" (a choice, seen by staff and the
 * startup's people), "Funding raised to date" (a number in US dollars, staff only) and "Impact area" (several choices,
 * everyone who sees the profile) — with values on the demo startups (every fifth left blank, so the tab shows an empty
 * value too). Idempotent: a field is inserted when the tenant has none of its slug; values only for a new field.
 */
import type { AnswerValue } from '@hatchery/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import { customFields, customFieldValues, startups, users, type CustomField } from '../db/schema/index.js';

type SeedField = Pick<CustomField, 'slug' | 'type' | 'label' | 'helpText' | 'category' | 'required' | 'visibility' | 'validations' | 'options'>;

const ENTITIES = [
  ['sas', 'Simplified joint-stock company (SAS)', 'شركة مساهمة مبسطة', 'Société par actions simplifiée (SAS)'],
  ['llc', 'Limited liability company (LLC)', 'شركة ذات مسؤولية محدودة', 'Société à responsabilité limitée (SARL)'],
  ['corp', 'Corporation', 'شركة مساهمة', 'Société anonyme'],
  ['nonprofit', 'Non-profit', 'منظمة غير ربحية', 'Association à but non lucratif'],
  ['not_yet', 'Not incorporated yet', 'لم تُسجَّل بعد', 'Pas encore immatriculée'],
] as const;
const AREAS = [
  ['climate', 'Climate', 'المناخ', 'Climat'],
  ['health', 'Health', 'الصحة', 'Santé'],
  ['education', 'Education', 'التعليم', 'Éducation'],
  ['mobility', 'Mobility', 'التنقل', 'Mobilité'],
  ['inclusion', 'Inclusion', 'الشمول', 'Inclusion'],
] as const;

export const DEMO_CUSTOM_FIELDS: readonly SeedField[] = [
  {
    slug: 'legal_entity',
    type: 'select_dropdown',
    label: { en: 'Legal entity', ar: 'الكيان القانوني', fr: 'Forme juridique' },
    helpText: { en: 'The form under which the company is registered.', ar: 'الشكل الذي سُجلت به الشركة.', fr: 'La forme sous laquelle la société est immatriculée.' },
    category: 'Company',
    required: false,
    visibility: 'members',
    validations: null,
    options: ENTITIES.map(([value, en, ar, fr]) => ({ value, labels: { en, ar, fr } })),
  },
  {
    slug: 'funding_raised',
    type: 'number',
    label: { en: 'Funding raised to date (USD)', ar: 'التمويل المُحصَّل حتى الآن (دولار)', fr: 'Fonds levés à ce jour (USD)' },
    helpText: { en: 'Equity and grants, in US dollars.', ar: 'الأسهم والمنح بالدولار الأمريكي.', fr: 'Capital et subventions, en dollars américains.' },
    category: 'Finance',
    required: false,
    visibility: 'staff',
    validations: { min: 0, integer: true },
    options: null,
  },
  {
    slug: 'impact_area',
    type: 'select_checkbox',
    label: { en: 'Impact area', ar: 'مجال الأثر', fr: 'Domaine d’impact' },
    helpText: null,
    category: 'Impact',
    required: false,
    visibility: 'profile',
    validations: { maxSelected: 3 },
    options: AREAS.map(([value, en, ar, fr]) => ({ value, labels: { en, ar, fr } })),
  },
];

/** A deterministic value of each field for the startup at `index` (null: left blank). */
export function demoValue(slug: string, index: number): AnswerValue | null {
  if (index % 5 === 4) return null;
  switch (slug) {
    case 'legal_entity':
      return { arrayValue: [ENTITIES[index % ENTITIES.length]![0]] };
    case 'funding_raised':
      return { numberValue: ((index * 7919) % 40) * 25000 };
    case 'impact_area':
      return { arrayValue: [AREAS[index % AREAS.length]![0], ...(index % 2 === 0 ? [AREAS[(index + 2) % AREAS.length]![0]] : [])] };
    default:
      return null;
  }
}

export async function seedCustomFields(tx: Tx, incubatorId: string): Promise<number> {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test')).limit(1);
  const records = await tx.select({ id: startups.id }).from(startups).orderBy(asc(startups.createdAt), asc(startups.name));
  let inserted = 0;
  for (const [position, field] of DEMO_CUSTOM_FIELDS.entries()) {
    const [exists] = await tx.select({ id: customFields.id }).from(customFields).where(and(eq(customFields.target, 'startup'), eq(customFields.slug, field.slug))).limit(1);
    if (exists) continue;
    const [row] = await tx
      .insert(customFields)
      .values({ incubatorId, target: 'startup', position, createdBy: admin?.id ?? null, ...field })
      .returning({ id: customFields.id });
    inserted += 1;
    const values = records
      .map((startup, index) => ({ startup, value: demoValue(field.slug, index) }))
      .filter((entry): entry is { startup: { id: string }; value: AnswerValue } => entry.value !== null)
      .map(({ startup, value }) => ({ incubatorId, fieldId: row!.id, startupId: startup.id, value, updatedBy: admin?.id ?? null }));
    if (values.length > 0) await tx.insert(customFieldValues).values(values);
    inserted += values.length;
  }
  return inserted;
}

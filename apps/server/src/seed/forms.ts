/**
 * Demo forms of the forms engine (issue 15 item 8, the server's part): a startup intake form, published and shared
 * without an account, whose revenue question shows only when the stage is "revenue" (a condition), answered once by
 * a co-founder, with an optional pitch deck upload (D-220); and a coaching evaluation form with scales, a scored choice and their calculated average. Idempotent:
 * a form is inserted when the tenant has no form of its name.
 */
import type { Answers, FormDefinition } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import { forms, formSubmissions, formVersions, users } from '../db/schema/index.js';

export const INTAKE_FORM_NAME = 'Startup intake';
export const EVALUATION_FORM_NAME = 'Coaching evaluation';

export const INTAKE_DEFINITION: FormDefinition = {
  languages: ['en', 'ar'],
  questions: [
    { id: 'company', type: 'section', label: { en: 'Your company', ar: 'شركتك' } },
    { id: 'company_name', type: 'text', label: { en: 'Company name', ar: 'اسم الشركة' }, required: true, validations: { maxLength: 100 } },
    { id: 'website', type: 'text', label: { en: 'Website', ar: 'الموقع الإلكتروني' }, validations: { maxLength: 200, pattern: '^https?://.+' } },
    {
      id: 'stage',
      type: 'select_radio',
      label: { en: 'Stage', ar: 'المرحلة' },
      required: true,
      options: [
        { value: 'idea', labels: { en: 'Idea', ar: 'فكرة' } },
        { value: 'prototype', labels: { en: 'Prototype', ar: 'نموذج أولي' } },
        { value: 'revenue', labels: { en: 'Revenue', ar: 'إيرادات' } },
      ],
    },
    {
      id: 'monthly_revenue',
      type: 'number',
      label: { en: 'Monthly revenue (USD)', ar: 'الإيرادات الشهرية (دولار)' },
      description: { en: 'Shown because you have revenue.', ar: 'يظهر لأن لديك إيرادات.' },
      required: true,
      validations: { min: 0, integer: true },
      dependency: { operator: 'and', statements: [{ action: 'show', questionId: 'stage', operator: 'equals', values: ['revenue'] }] },
    },
    {
      id: 'sectors',
      type: 'select_checkbox',
      label: { en: 'Sectors', ar: 'القطاعات' },
      validations: { minSelected: 1, maxSelected: 2 },
      options: [
        { value: 'climate', labels: { en: 'Climate', ar: 'المناخ' } },
        { value: 'health', labels: { en: 'Health', ar: 'الصحة' } },
        { value: 'mobility', labels: { en: 'Mobility', ar: 'التنقل' } },
        { value: 'other', labels: { en: 'Other', ar: 'أخرى' }, isWriteIn: true },
      ],
    },
    { id: 'team', type: 'section', label: { en: 'Your team', ar: 'فريقك' } },
    { id: 'founded_on', type: 'date', label: { en: 'Founded on', ar: 'تاريخ التأسيس' }, validations: { maxDate: '2030-12-31' } },
    { id: 'pitch', type: 'text_long', label: { en: 'Your pitch in a few lines', ar: 'عرضك في بضعة أسطر' }, required: true, validations: { minLength: 20, maxLength: 2000 } },
    // Answered with an upload by signed-in founders on /forms/{id}/fill (D-220); the shared link takes no files (D-187).
    {
      id: 'pitch_deck',
      type: 'file',
      label: { en: 'Pitch deck (PDF)', ar: 'العرض التقديمي (PDF)' },
      description: { en: 'Optional: one PDF of at most 4 MB.', ar: 'اختياري: ملف PDF واحد بحجم 4 ميغابايت كحد أقصى.' },
      validations: { fileTypes: ['pdf'], maxFileSize: 4 * 1024 * 1024, maxFiles: 1 },
    },
  ],
};

export const EVALUATION_DEFINITION: FormDefinition = {
  languages: ['en'],
  questions: [
    { id: 'intro', type: 'paragraph', label: { en: 'Rate the startup after each coaching session.' } },
    { id: 'progress', type: 'number_scale', label: { en: 'Progress since the last session' }, required: true, validations: { min: 1, max: 5, step: 1, minLabel: { en: 'None' }, maxLabel: { en: 'Great' } } },
    { id: 'team', type: 'number_scale', label: { en: 'Team strength' }, required: true, validations: { min: 1, max: 5, step: 1 } },
    {
      id: 'readiness',
      type: 'select_dropdown',
      label: { en: 'Investment readiness' },
      required: true,
      options: [
        { value: 'not_yet', labels: { en: 'Not yet' }, numericalValue: 1 },
        { value: 'soon', labels: { en: 'Within six months' }, numericalValue: 3 },
        { value: 'ready', labels: { en: 'Ready now' }, numericalValue: 5 },
      ],
    },
    { id: 'score', type: 'calculated', label: { en: 'Overall score' }, validations: { calculation: { operation: 'average', questionIds: ['progress', 'team', 'readiness'] } } },
    { id: 'notes', type: 'text_long', label: { en: 'Notes for the team' }, validations: { maxLength: 5000 } },
  ],
};

export const INTAKE_ANSWER: Answers = {
  company_name: { textValue: 'Orbital Labs' },
  website: { textValue: 'https://orbital-labs.example.com' },
  stage: { arrayValue: ['revenue'] },
  monthly_revenue: { numberValue: 12000 },
  sectors: { arrayValue: ['climate'] },
  founded_on: { textValue: '2024-03-01' },
  pitch: { textValue: 'Satellite data that tells farmers when to water, field by field.' },
};

async function seedForm(
  tx: Tx,
  incubatorId: string,
  input: { name: string; kind: 'intake' | 'evaluation'; description: string; definition: FormDefinition; allowAnonymous: boolean; createdBy: string | null },
): Promise<{ formId: string; versionId: string } | null> {
  const [existing] = await tx.select({ id: forms.id }).from(forms).where(eq(forms.name, input.name)).limit(1);
  if (existing) return null;
  const [form] = await tx
    .insert(forms)
    .values({
      incubatorId,
      kind: input.kind,
      name: input.name,
      description: input.description,
      status: 'published',
      draftDefinition: input.definition,
      allowAnonymous: input.allowAnonymous,
      createdBy: input.createdBy,
    })
    .returning({ id: forms.id });
  const [version] = await tx
    .insert(formVersions)
    .values({ incubatorId, formId: form!.id, number: 1, definition: input.definition, publishedBy: input.createdBy })
    .returning({ id: formVersions.id });
  return { formId: form!.id, versionId: version!.id };
}

export async function seedForms(tx: Tx, incubatorId: string): Promise<number> {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test')).limit(1);
  const [cofounder] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'cofounder@demo.test')).limit(1);
  let inserted = 0;
  const intake = await seedForm(tx, incubatorId, {
    name: INTAKE_FORM_NAME,
    kind: 'intake',
    description: 'Tell us about your startup before the program starts.',
    definition: INTAKE_DEFINITION,
    allowAnonymous: true,
    createdBy: admin?.id ?? null,
  });
  if (intake) {
    inserted += 2;
    if (cofounder) {
      const submittedAt = new Date('2026-01-15T14:00:00.000Z');
      await tx.insert(formSubmissions).values({
        incubatorId,
        formId: intake.formId,
        versionId: intake.versionId,
        respondentUserId: cofounder.id,
        status: 'submitted',
        answers: INTAKE_ANSWER,
        createdAt: submittedAt,
        updatedAt: submittedAt,
        submittedAt,
      });
      inserted += 1;
    }
  }
  const evaluation = await seedForm(tx, incubatorId, {
    name: EVALUATION_FORM_NAME,
    kind: 'evaluation',
    description: 'The coach’s evaluation of a startup after a session.',
    definition: EVALUATION_DEFINITION,
    allowAnonymous: false,
    createdBy: admin?.id ?? null,
  });
  if (evaluation) inserted += 2;
  return inserted;
}

/**
 * The forms of the demo's calls (issue 16 item 9): the application form applicants fill (kind intake: startup name,
 * website, one-liner, stage, team, contact e-mail…) and the screening scorecard evaluators fill (kind evaluation: three
 * 1–5 scales the rounds' evaluation criteria read). Kept apart from seed/forms.ts's "Startup intake" and "Coaching
 * evaluation" (the forms engine's demo) so each demo reads as what it is. Idempotent by form name.
 */
import type { Answers, FormDefinition } from '@hatchery/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import { forms, formVersions } from '../db/schema/index.js';

export const APPLICATION_FORM_NAME = 'Accelerator application';
export const SCORECARD_FORM_NAME = 'Application scorecard';

export const APPLICATION_STAGES = ['idea', 'prototype', 'mvp', 'revenue'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export const APPLICATION_DEFINITION: FormDefinition = {
  languages: ['en', 'ar'],
  questions: [
    { id: 'startup', type: 'section', label: { en: 'Your startup', ar: 'شركتك الناشئة' } },
    { id: 'startup_name', type: 'text', label: { en: 'Startup name', ar: 'اسم الشركة الناشئة' }, required: true, validations: { maxLength: 100 } },
    { id: 'website', type: 'text', label: { en: 'Website', ar: 'الموقع الإلكتروني' }, validations: { maxLength: 200, format: 'url' } },
    { id: 'one_liner', type: 'text', label: { en: 'One-liner', ar: 'وصف في سطر واحد' }, required: true, validations: { maxLength: 140 } },
    {
      id: 'stage',
      type: 'select_radio',
      label: { en: 'Stage', ar: 'المرحلة' },
      required: true,
      options: [
        { value: 'idea', labels: { en: 'Idea', ar: 'فكرة' } },
        { value: 'prototype', labels: { en: 'Prototype', ar: 'نموذج أولي' } },
        { value: 'mvp', labels: { en: 'First product in the market', ar: 'منتج أول في السوق' } },
        { value: 'revenue', labels: { en: 'Revenue', ar: 'إيرادات' } },
      ],
    },
    // Optional, answered with an upload on /application/new (the intake journey; blind review withholds files).
    {
      id: 'pitch_deck',
      type: 'file',
      label: { en: 'Pitch deck (PDF)', ar: 'العرض التقديمي (PDF)' },
      description: { en: 'Optional: one PDF of at most 4 MB.', ar: 'اختياري: ملف PDF واحد بحجم 4 ميغابايت كحد أقصى.' },
      validations: { fileTypes: ['pdf'], maxFileSize: 4 * 1024 * 1024, maxFiles: 1 },
    },
    { id: 'team', type: 'section', label: { en: 'Your team', ar: 'فريقك' } },
    { id: 'team_size', type: 'number', label: { en: 'Team size', ar: 'حجم الفريق' }, required: true, validations: { min: 1, max: 500, integer: true } },
    { id: 'team_background', type: 'text_long', label: { en: 'Who is on the team, and why you?', ar: 'من في الفريق، ولماذا أنتم؟' }, required: true, validations: { minLength: 20, maxLength: 2000 } },
    { id: 'contact_email', type: 'text', label: { en: 'Contact e-mail', ar: 'البريد الإلكتروني للتواصل' }, required: true, validations: { format: 'email' } },
  ],
};

export const SCORECARD_DEFINITION: FormDefinition = {
  languages: ['en'],
  questions: [
    { id: 'intro', type: 'paragraph', label: { en: 'Score the application on each criterion, 1 (weak) to 5 (outstanding).' } },
    { id: 'progress', type: 'number_scale', label: { en: 'Traction' }, required: true, validations: { min: 1, max: 5, step: 1, minLabel: { en: 'Weak' }, maxLabel: { en: 'Outstanding' } } },
    { id: 'team', type: 'number_scale', label: { en: 'Team' }, required: true, validations: { min: 1, max: 5, step: 1, minLabel: { en: 'Weak' }, maxLabel: { en: 'Outstanding' } } },
    { id: 'readiness', type: 'number_scale', label: { en: 'Readiness for the program' }, required: true, validations: { min: 1, max: 5, step: 1, minLabel: { en: 'Weak' }, maxLabel: { en: 'Outstanding' } } },
    { id: 'notes', type: 'text_long', label: { en: 'Notes for the committee' }, validations: { maxLength: 5000 } },
  ],
};

/** The scorecard questions the evaluation criteria read, with the seeded weights (the team weighs double). */
export const SCORECARD_CRITERIA = [
  { questionId: 'progress', name: 'Traction', weight: 1, position: 0 },
  { questionId: 'team', name: 'Team', weight: 2, position: 1 },
  { questionId: 'readiness', name: 'Readiness', weight: 1, position: 2 },
] as const;

export interface ApplicationAnswersInput {
  startupName: string;
  domain: string;
  oneLiner: string;
  stage: ApplicationStage;
  teamSize: number;
  background: string;
  email: string;
}

/** Answers valid for APPLICATION_DEFINITION (the seed test validates them with the forms engine's rules). */
export function applicationAnswers(input: ApplicationAnswersInput): Answers {
  return {
    startup_name: { textValue: input.startupName },
    website: { textValue: `https://www.${input.domain}` },
    one_liner: { textValue: input.oneLiner },
    stage: { arrayValue: [input.stage] },
    team_size: { numberValue: input.teamSize },
    team_background: { textValue: input.background },
    contact_email: { textValue: input.email },
  };
}

export interface CallForm {
  formId: string;
  versionId: string;
}

async function ensureForm(tx: Tx, incubatorId: string, name: string, kind: 'intake' | 'evaluation', description: string, definition: FormDefinition, createdBy: string | null): Promise<{ form: CallForm; inserted: number }> {
  const [existing] = await tx
    .select({ formId: forms.id, versionId: formVersions.id })
    .from(forms)
    .innerJoin(formVersions, and(eq(formVersions.formId, forms.id), eq(formVersions.number, 1)))
    .where(eq(forms.name, name))
    .limit(1);
  if (existing) return { form: existing, inserted: 0 };
  const [form] = await tx
    .insert(forms)
    .values({ incubatorId, kind, name, description, status: 'published', draftDefinition: definition, allowAnonymous: false, createdBy })
    .returning({ id: forms.id });
  const [version] = await tx.insert(formVersions).values({ incubatorId, formId: form!.id, number: 1, definition, publishedBy: createdBy }).returning({ id: formVersions.id });
  return { form: { formId: form!.id, versionId: version!.id }, inserted: 2 };
}

/** The two published forms of the calls (inserted when missing). */
export async function seedCallForms(tx: Tx, incubatorId: string, createdBy: string | null): Promise<{ application: CallForm; scorecard: CallForm; inserted: number }> {
  const application = await ensureForm(tx, incubatorId, APPLICATION_FORM_NAME, 'intake', 'Apply to one of our programs: your startup, your team and how to reach you.', APPLICATION_DEFINITION, createdBy);
  const scorecard = await ensureForm(tx, incubatorId, SCORECARD_FORM_NAME, 'evaluation', 'How evaluators score an application in a call’s evaluation rounds.', SCORECARD_DEFINITION, createdBy);
  return { application: application.form, scorecard: scorecard.form, inserted: application.inserted + scorecard.inserted };
}

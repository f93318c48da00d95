/**
 * The demo's quarterly founder survey (issue 15 items 6 and 8): a published survey form (kind feedback) with a scale, a
 * choice, a multiple choice, a number, a text shown only when the founder would not recommend the program, and a
 * free text — sent by the Program Director to the co-founders of the demo startups ten days ago, due in ten days.
 * Most have answered (varied answers, so the charts look alive); cofounder@demo.test and a few others have not, so
 * the co-founder signing in finds the formSubmissionRequest task. Idempotent: nothing is written when the form exists.
 */
import { endOfDayIn, calendarDateIn, type Answers, type FormDefinition, type LocalizedText, type Question, type QuestionValidations } from '@hatchery/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import { feedbackRecipients, feedbackRequests, forms, formSubmissions, formVersions, incubators, startupPeople, startups, users } from '../db/schema/index.js';
import { insertNotification } from '../modules/notifications/index.js';
import { completeFormSubmissionRequestTask, noEffects, openFormSubmissionRequestTask } from '../modules/tasks/index.js';

export const FOUNDER_SURVEY_NAME = 'Quarterly founder survey';

/**
 * A required yes/no choice and a required text shown only when the answer is "no" — the follow-up every survey here
 * asks (the demo's survey and the feedback API tests build theirs with it).
 */
export function yesNoWithFollowUp(choice: { id: string; label: LocalizedText }, followUp: { id: string; label: LocalizedText; validations?: QuestionValidations }): Question[] {
  return [
    {
      id: choice.id,
      type: 'select_radio',
      label: choice.label,
      required: true,
      options: [
        { value: 'yes', labels: { en: 'Yes', ar: 'نعم' } },
        { value: 'no', labels: { en: 'No', ar: 'لا' } },
      ],
    },
    {
      id: followUp.id,
      type: 'text',
      label: followUp.label,
      required: true,
      ...(followUp.validations ? { validations: followUp.validations } : {}),
      dependency: { operator: 'and', statements: [{ action: 'show', questionId: choice.id, operator: 'equals', values: ['no'] }] },
    },
  ];
}

export const FOUNDER_SURVEY_DEFINITION: FormDefinition = {
  languages: ['en', 'ar'],
  questions: [
    { id: 'program', type: 'section', label: { en: 'The program', ar: 'البرنامج' } },
    { id: 'usefulness', type: 'number_scale', label: { en: 'How useful was the program this quarter?', ar: 'ما مدى فائدة البرنامج هذا الربع؟' }, required: true, validations: { min: 1, max: 5, step: 1, minLabel: { en: 'Not at all', ar: 'إطلاقًا' }, maxLabel: { en: 'Very', ar: 'جدًا' } } },
    {
      id: 'most_valuable',
      type: 'select_radio',
      label: { en: 'What helped you most?', ar: 'ما الذي ساعدك أكثر؟' },
      required: true,
      options: [
        { value: 'mentoring', labels: { en: 'Mentoring', ar: 'الإرشاد' } },
        { value: 'workshops', labels: { en: 'Workshops', ar: 'ورش العمل' } },
        { value: 'network', labels: { en: 'The network', ar: 'شبكة العلاقات' } },
        { value: 'funding', labels: { en: 'Access to funding', ar: 'الوصول إلى التمويل' } },
      ],
    },
    {
      id: 'challenges',
      type: 'select_checkbox',
      label: { en: 'Your biggest challenges right now', ar: 'أكبر تحدياتك حاليًا' },
      validations: { maxSelected: 3 },
      options: [
        { value: 'hiring', labels: { en: 'Hiring', ar: 'التوظيف' } },
        { value: 'sales', labels: { en: 'Sales', ar: 'المبيعات' } },
        { value: 'fundraising', labels: { en: 'Fundraising', ar: 'جمع التمويل' } },
        { value: 'product', labels: { en: 'Product', ar: 'المنتج' } },
      ],
    },
    { id: 'mentor_hours', type: 'number', label: { en: 'Hours spent with mentors this quarter', ar: 'الساعات التي قضيتها مع المرشدين هذا الربع' }, validations: { min: 0, max: 200, integer: true } },
    ...yesNoWithFollowUp(
      { id: 'recommend', label: { en: 'Would you recommend the program to another founder?', ar: 'هل توصي مؤسسًا آخر بالبرنامج؟' } },
      { id: 'improve', label: { en: 'What would make you recommend it?', ar: 'ما الذي يجعلك توصي به؟' }, validations: { maxLength: 300 } },
    ),
    { id: 'comments', type: 'text_long', label: { en: 'Anything else you want us to know?', ar: 'هل هناك شيء آخر تود أن نعرفه؟' }, validations: { maxLength: 2000 } },
  ],
};

const VALUABLE = ['mentoring', 'workshops', 'network', 'mentoring', 'funding', 'mentoring', 'workshops'];
const CHALLENGES = [['sales'], ['hiring', 'fundraising'], ['fundraising'], ['product', 'sales'], ['sales', 'fundraising'], ['hiring']];
const COMMENTS = [
  'The mentor office hours changed how we price our product.',
  'More demo days with investors, please.',
  'Workshops were great; the schedule was tight for a two-person team.',
  'The network introductions opened two pilot customers for us.',
  'Would love more sector-specific sessions.',
];
const IMPROVE = ['More hands-on sales coaching', 'Fewer generic workshops', 'Earlier access to investors'];

/** Varied, deterministic answers: the i-th respondent's. */
export function founderSurveyAnswer(i: number): Answers {
  const usefulness = [5, 4, 4, 3, 5, 2, 4, 5, 3, 4][i % 10]!;
  const recommend = usefulness <= 2 || i % 7 === 3 ? 'no' : 'yes';
  return {
    usefulness: { numberValue: usefulness },
    most_valuable: { arrayValue: [VALUABLE[i % VALUABLE.length]!] },
    challenges: { arrayValue: CHALLENGES[i % CHALLENGES.length]! },
    mentor_hours: { numberValue: [6, 12, 3, 20, 8, 15, 10][i % 7]! },
    recommend: { arrayValue: [recommend] },
    ...(recommend === 'no' ? { improve: { textValue: IMPROVE[i % IMPROVE.length]! } } : {}),
    ...(i % 2 === 0 ? { comments: { textValue: COMMENTS[(i / 2) % COMMENTS.length]! } } : {}),
  };
}

/** Who has not answered yet: the demo co-founder (the e2e and the demo find the task) and every fifth person. */
const stillPending = (email: string, i: number) => email === 'cofounder@demo.test' || i % 5 === 4;

export async function seedFeedback(tx: Tx, incubatorId: string): Promise<number> {
  const [existing] = await tx.select({ id: forms.id }).from(forms).where(eq(forms.name, FOUNDER_SURVEY_NAME)).limit(1);
  if (existing) return 0;
  const [incubator] = await tx.select().from(incubators).where(eq(incubators.id, incubatorId)).limit(1);
  const [admin] = await tx.select({ id: users.id, fullName: users.fullName }).from(users).where(eq(users.email, 'admin@demo.test')).limit(1);
  if (!incubator) return 0;
  const sentAt = new Date(Date.now() - 10 * 86_400_000);
  const [form] = await tx
    .insert(forms)
    .values({ incubatorId, kind: 'feedback', name: FOUNDER_SURVEY_NAME, description: 'Every quarter we ask our founders how the program serves them.', status: 'published', draftDefinition: FOUNDER_SURVEY_DEFINITION, createdBy: admin?.id ?? null, createdAt: sentAt, updatedAt: sentAt })
    .returning({ id: forms.id });
  const [version] = await tx.insert(formVersions).values({ incubatorId, formId: form!.id, number: 1, definition: FOUNDER_SURVEY_DEFINITION, publishedBy: admin?.id ?? null, publishedAt: sentAt }).returning({ id: formVersions.id });
  // The co-founders of every active startup, each once (first startup by name), in a stable order.
  const people = await tx
    .select({ userId: startupPeople.userId, startupId: startupPeople.startupId, email: users.email })
    .from(startupPeople)
    .innerJoin(startups, and(eq(startups.incubatorId, startupPeople.incubatorId), eq(startups.id, startupPeople.startupId)))
    .innerJoin(users, and(eq(users.incubatorId, startupPeople.incubatorId), eq(users.id, startupPeople.userId)))
    .where(and(eq(startupPeople.personGroup, 'cofounder'), isNull(startups.archivedAt), inArray(users.status, ['active', 'pending'])))
    .orderBy(asc(startups.name), asc(users.email));
  const seen = new Set<string>();
  const recipients = people.filter((p) => (seen.has(p.userId) ? false : (seen.add(p.userId), true)));
  if (recipients.length === 0) return 2;
  const zone = incubator.timezone;
  const dueDate = endOfDayIn(calendarDateIn(new Date(Date.now() + 10 * 86_400_000), zone), zone);
  const [request] = await tx
    .insert(feedbackRequests)
    .values({
      incubatorId,
      formId: form!.id,
      versionId: version!.id,
      message: 'Ten minutes of your time helps us shape next quarter. Thank you!',
      dueDate,
      audience: { programIds: [], tagIds: [], startupIds: [...new Set(recipients.map((r) => r.startupId))], userIds: [] },
      createdBy: admin?.id ?? null,
      createdAt: sentAt,
      updatedAt: sentAt,
    })
    .returning({ id: feedbackRequests.id });
  const effects = noEffects();
  let inserted = 3;
  for (const [i, recipient] of recipients.entries()) {
    const recipientId = crypto.randomUUID();
    const taskId = await openFormSubmissionRequestTask(tx, { incubator }, { recipientId, userId: recipient.userId, startupId: recipient.startupId, name: `Answer the survey: ${FOUNDER_SURVEY_NAME}`, dueDate }, effects);
    let submissionId: string | null = null;
    let answeredAt: Date | null = null;
    if (!stillPending(recipient.email, i)) {
      answeredAt = new Date(sentAt.getTime() + (1 + (i % 8)) * 86_400_000 + i * 3_600_000);
      const [submission] = await tx
        .insert(formSubmissions)
        .values({ incubatorId, formId: form!.id, versionId: version!.id, respondentUserId: recipient.userId, startupId: recipient.startupId, status: 'submitted', answers: founderSurveyAnswer(i), createdAt: answeredAt, updatedAt: answeredAt, submittedAt: answeredAt })
        .returning({ id: formSubmissions.id });
      submissionId = submission!.id;
    }
    await tx.insert(feedbackRecipients).values({ id: recipientId, incubatorId, requestId: request!.id, userId: recipient.userId, startupId: recipient.startupId, taskId, submissionId, answeredAt, createdAt: sentAt });
    if (answeredAt) await completeFormSubmissionRequestTask(tx, recipientId, effects);
    await insertNotification(tx, incubatorId, { type: 'taskAssigned', message: `${admin?.fullName ?? 'Your team'} asked for your feedback: ${FOUNDER_SURVEY_NAME}`, url: `/survey/${recipientId}`, actorUserId: admin?.id ?? null, startupId: recipient.startupId, taskId, recipientUserIds: [recipient.userId] });
    inserted += answeredAt ? 4 : 3;
  }
  return inserted;
}

/** Helpers of the forms engine's API tests: definitions, the GraphQL documents, and calls from a chosen client address. */
import type { FormDefinition } from '@hatchery/domain';
import type { FastifyInstance } from 'fastify';
import { PREFLIGHT_HEADER } from '@hatchery/domain';
import { json, ok, type GqlBody } from '../support/helpers.js';

export const FORM_FIELDS = '_id kind name description status draft shareUuid allowAnonymous viewerCanEdit responseCount latestVersion { _id number } versions { _id number }';
export const CREATE = `mutation C($input: FormInput!) { createForm(input: $input) { ${FORM_FIELDS} } }`;
export const UPDATE = `mutation U($formId: ID!, $input: FormInput!) { updateFormDraft(formId: $formId, input: $input) { ${FORM_FIELDS} } }`;
export const PUBLISH = `mutation P($formId: ID!) { publishForm(formId: $formId) { ${FORM_FIELDS} } }`;
export const ARCHIVE = 'mutation A($formId: ID!) { archiveForm(formId: $formId) { _id status archivedAt } }';
export const RESTORE = 'mutation R($formId: ID!) { restoreForm(formId: $formId) { _id status archivedAt } }';
export const DUPLICATE = `mutation D($formId: ID!) { duplicateForm(formId: $formId) { ${FORM_FIELDS} } }`;
export const SHARE = 'mutation S($formId: ID!, $allowAnonymous: Boolean!, $renewLink: Boolean) { updateFormShareSettings(formId: $formId, allowAnonymous: $allowAnonymous, renewLink: $renewLink) { _id shareUuid allowAnonymous } }';
export const FORMS = 'query F($search: String, $kind: FormKind, $status: FormStatus, $first: Int, $after: String) { forms(search: $search, kind: $kind, status: $status, first: $first, after: $after) { results { _id name kind status } nextCursor } }';
export const FORM = `query F($id: ID!) { form(id: $id) { ${FORM_FIELDS} viewerCanAnswer } }`;
export const SUBMISSION_FIELDS = '_id status answers versionId version { number } anonymous submittedAt downloadKey downloadUrl respondent { _id } startup { _id name }';
export const SAVE = `mutation S($formId: ID!, $answers: JSON!, $startupId: ID, $versionId: ID) { saveFormDraftAnswers(formId: $formId, answers: $answers, startupId: $startupId, versionId: $versionId) { ${SUBMISSION_FIELDS} } }`;
export const SUBMIT = `mutation S($formId: ID!, $answers: JSON!, $startupId: ID, $versionId: ID) { submitForm(formId: $formId, answers: $answers, startupId: $startupId, versionId: $versionId) { ${SUBMISSION_FIELDS} } }`;
export const MINE = `query M($formId: ID!) { mySubmission(formId: $formId) { ${SUBMISSION_FIELDS} } }`;
export const SUBMISSION = `query S($id: ID!) { formSubmission(id: $id) { ${SUBMISSION_FIELDS} } }`;
export const RESPONSES = `query R($formId: ID!, $filter: FormResponseFilter, $first: Int, $after: String) { formResponses(formId: $formId, filter: $filter, first: $first, after: $after) { results { ${SUBMISSION_FIELDS} } nextCursor } }`;
export const COMPARE = 'query C($baseId: ID!, $compareId: ID!) { formVersionComparison(baseId: $baseId, compareId: $compareId) { base { number definition } compare { number definition } } }';
export const SHARED = 'query S($uuid: String!) { sharedForm(uuid: $uuid) { uuid name kind versionNumber definition fillToken } }';
export const SUBMIT_SHARED = 'mutation S($uuid: String!, $answers: JSON!, $fillToken: String!, $website: String) { submitSharedForm(uuid: $uuid, answers: $answers, fillToken: $fillToken, website: $website) { received submittedAt downloadKey downloadUrl } }';
export const EXPORT = 'mutation E($formId: ID!, $format: ExportFormat!) { exportFormResponses(formId: $formId, format: $format) { id state url exportType } }';
export const EXPORT_JOB = 'query J($id: ID!) { exportJob(id: $id) { id state url rowCount error } }';

export interface FormResult {
  _id: string;
  kind: string;
  name: string;
  status: string;
  draft: FormDefinition | null;
  shareUuid: string | null;
  allowAnonymous: boolean | null;
  viewerCanEdit: boolean;
  responseCount: number | null;
  latestVersion: { _id: string; number: number } | null;
  versions: Array<{ _id: string; number: number }> | null;
}

export interface SubmissionResult {
  _id: string;
  status: string;
  answers: Record<string, unknown>;
  versionId: string;
  version: { number: number };
  anonymous: boolean;
  submittedAt: string | null;
  downloadKey: string | null;
  downloadUrl: string | null;
  respondent: { _id: string } | null;
  startup: { _id: string; name: string } | null;
}

/** An intake form: a text, a single choice, a number shown only for "revenue", and a PDF of at most 1000 bytes. */
export function intakeDefinition(extra: FormDefinition['questions'] = []): FormDefinition {
  return {
    languages: ['en', 'ar'],
    questions: [
      { id: 'intro', type: 'section', label: { en: 'About you', ar: 'عنك' } },
      { id: 'company', type: 'text', label: { en: 'Company name', ar: 'اسم الشركة' }, required: true, validations: { maxLength: 50 } },
      {
        id: 'stage',
        type: 'select_radio',
        label: { en: 'Stage' },
        required: true,
        options: [
          { value: 'idea', labels: { en: 'Idea' } },
          { value: 'revenue', labels: { en: 'Revenue' } },
        ],
      },
      {
        id: 'mrr',
        type: 'number',
        label: { en: 'Monthly revenue' },
        required: true,
        validations: { min: 0 },
        dependency: { operator: 'and', statements: [{ action: 'show', questionId: 'stage', operator: 'equals', values: ['revenue'] }] },
      },
      { id: 'deck', type: 'file', label: { en: 'Pitch deck' }, validations: { fileTypes: ['pdf'], maxFileSize: 1000, maxFiles: 1 } },
      ...extra,
    ],
  };
}

/** Two questions whose conditions refer to each other: a cycle the analyser refuses at publish. */
export function cyclicDefinition(): FormDefinition {
  return {
    languages: ['en'],
    questions: [
      { id: 'a', type: 'text', label: { en: 'A' }, dependency: { operator: 'and', statements: [{ action: 'show', questionId: 'b', operator: 'isAnswered', values: [] }] } },
      { id: 'b', type: 'text', label: { en: 'B' }, dependency: { operator: 'and', statements: [{ action: 'show', questionId: 'a', operator: 'isAnswered', values: [] }] } },
    ],
  };
}

/** A GraphQL call from a given client address (the shared form's rate limit counts per address). */
export async function gqlFrom<T>(app: FastifyInstance, host: string, address: string, query: string, variables: Record<string, unknown>): Promise<GqlBody<T>> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: address,
    headers: { host, 'content-type': 'application/json', [PREFLIGHT_HEADER]: 'true' },
    payload: JSON.stringify({ query, variables }),
  });
  return json<GqlBody<T>>(response);
}

export async function createPublished(app: FastifyInstance, host: string, token: string, name: string, definition: FormDefinition = intakeDefinition()): Promise<FormResult> {
  const { createForm } = await ok<{ createForm: FormResult }>(app, host, token, CREATE, { input: { kind: 'intake', name, definition } });
  return (await ok<{ publishForm: FormResult }>(app, host, token, PUBLISH, { formId: createForm._id })).publishForm;
}

export function upload(app: FastifyInstance, host: string, token: string, query: string, name: string, type: string, data: Buffer) {
  const boundary = `----hatchery${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/attachment/upload?${query}`,
    headers: { host, authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

/** GraphQL documents of the forms engine (issue 15; docs/contract-forms.md §3). Definitions and answers travel as JSON. */
import { EXPORT_JOB_FIELDS } from '../../lib/exports/documents';
import { graphql, type ResultOf } from '../../lib/graphql';

const FORM_SUMMARY = graphql(`
  fragment FormSummaryFields on Form {
    __typename
    _id
    kind
    name
    description
    status
    updatedAt
    archivedAt
    responseCount
    viewerCanEdit
    latestVersion {
      __typename
      _id
      number
      publishedAt
    }
  }
`);

export const FORMS = graphql(`
  query Forms($search: String, $kind: FormKind, $status: FormStatus, $first: Int, $after: String) {
    forms(search: $search, kind: $kind, status: $status, first: $first, after: $after) {
      results {
        ...FormSummaryFields
      }
      nextCursor
    }
  }
`, [FORM_SUMMARY]);

const FORM_DETAIL = graphql(`
  fragment FormDetailFields on Form {
    ...FormSummaryFields
    draft
    shareUuid
    allowAnonymous
    viewerCanViewResponses
    versions {
      __typename
      _id
      number
      publishedAt
      publishedBy {
        __typename
        _id
        fullName
      }
    }
  }
`, [FORM_SUMMARY]);

export const FORM = graphql(`
  query Form($id: ID!) {
    form(id: $id) {
      ...FormDetailFields
    }
  }
`, [FORM_DETAIL]);

export const CREATE_FORM = graphql(`
  mutation CreateForm($input: FormInput!) {
    createForm(input: $input) {
      ...FormDetailFields
    }
  }
`, [FORM_DETAIL]);

export const UPDATE_FORM_DRAFT = graphql(`
  mutation UpdateFormDraft($formId: ID!, $input: FormInput!) {
    updateFormDraft(formId: $formId, input: $input) {
      __typename
      _id
      name
      kind
      description
      updatedAt
    }
  }
`);

export const PUBLISH_FORM = graphql(`
  mutation PublishForm($formId: ID!) {
    publishForm(formId: $formId) {
      ...FormDetailFields
    }
  }
`, [FORM_DETAIL]);

export const DUPLICATE_FORM = graphql(`
  mutation DuplicateForm($formId: ID!) {
    duplicateForm(formId: $formId) {
      ...FormSummaryFields
    }
  }
`, [FORM_SUMMARY]);

export const ARCHIVE_FORM = graphql(`
  mutation ArchiveForm($formId: ID!) {
    archiveForm(formId: $formId) {
      ...FormSummaryFields
    }
  }
`, [FORM_SUMMARY]);

export const RESTORE_FORM = graphql(`
  mutation RestoreForm($formId: ID!) {
    restoreForm(formId: $formId) {
      ...FormSummaryFields
    }
  }
`, [FORM_SUMMARY]);

export const UPDATE_FORM_SHARE_SETTINGS = graphql(`
  mutation UpdateFormShareSettings($formId: ID!, $allowAnonymous: Boolean!, $renewLink: Boolean) {
    updateFormShareSettings(formId: $formId, allowAnonymous: $allowAnonymous, renewLink: $renewLink) {
      __typename
      _id
      shareUuid
      allowAnonymous
    }
  }
`);

const FORM_VERSION = graphql(`
  fragment FormVersionFields on FormVersion {
    __typename
    _id
    formId
    number
    publishedAt
    definition
  }
`);

export const FORM_VERSION_COMPARISON = graphql(`
  query FormVersionComparison($baseId: ID!, $compareId: ID!) {
    formVersionComparison(baseId: $baseId, compareId: $compareId) {
      base {
        ...FormVersionFields
      }
      compare {
        ...FormVersionFields
      }
    }
  }
`, [FORM_VERSION]);

const FORM_SUBMISSION = graphql(`
  fragment FormSubmissionFields on FormSubmission {
    __typename
    _id
    status
    versionId
    answers
    submittedAt
    downloadKey
    version {
      ...FormVersionFields
    }
    files {
      __typename
      _id
      questionId
      name
      size
    }
  }
`, [FORM_VERSION]);

/** A signed-in respondent's page: the published form and the viewer's own draft or last answer (mySubmission). */
export const FORM_TO_FILL = graphql(`
  query FormToFill($formId: ID!, $startupId: ID) {
    form(id: $formId) {
      __typename
      _id
      name
      description
      viewerCanAnswer
      latestVersion {
        ...FormVersionFields
        customFieldPrefill(startupId: $startupId)
      }
    }
    mySubmission(formId: $formId, startupId: $startupId) {
      ...FormSubmissionFields
    }
  }
`, [FORM_VERSION, FORM_SUBMISSION]);

export const SAVE_FORM_DRAFT_ANSWERS = graphql(`
  mutation SaveFormDraftAnswers($formId: ID!, $answers: JSON!, $startupId: ID) {
    saveFormDraftAnswers(formId: $formId, answers: $answers, startupId: $startupId) {
      ...FormSubmissionFields
    }
  }
`, [FORM_SUBMISSION]);

export const SUBMIT_FORM = graphql(`
  mutation SubmitForm($formId: ID!, $answers: JSON!, $startupId: ID) {
    submitForm(formId: $formId, answers: $answers, startupId: $startupId) {
      ...FormSubmissionFields
    }
  }
`, [FORM_SUBMISSION]);

export const FORM_RESPONSES = graphql(`
  query FormResponses($formId: ID!, $filter: FormResponseFilter, $first: Int, $after: String) {
    formResponses(formId: $formId, filter: $filter, first: $first, after: $after) {
      results {
        __typename
        _id
        versionId
        status
        anonymous
        submittedAt
        downloadKey
        respondent {
          __typename
          _id
          fullName
        }
        startup {
          __typename
          _id
          name
        }
      }
      nextCursor
    }
  }
`);

export const EXPORT_FORM_RESPONSES = graphql(`
  mutation ExportFormResponses($formId: ID!, $format: ExportFormat!) {
    exportFormResponses(formId: $formId, format: $format) {
      ...ExportJobFields
    }
  }
`, [EXPORT_JOB_FIELDS]);

export const SHARED_FORM = graphql(`
  query SharedForm($uuid: String!) {
    sharedForm(uuid: $uuid) {
      uuid
      name
      description
      kind
      versionNumber
      definition
      fillToken
    }
  }
`);

export const SUBMIT_SHARED_FORM = graphql(`
  mutation SubmitSharedForm($uuid: String!, $answers: JSON!, $fillToken: String!, $website: String) {
    submitSharedForm(uuid: $uuid, answers: $answers, fillToken: $fillToken, website: $website) {
      received
      submittedAt
      downloadKey
      downloadUrl
    }
  }
`);

export type FormSummary = ResultOf<typeof FORM_SUMMARY>;
export type FormDetail = ResultOf<typeof FORM_DETAIL>;
export type FormResponseRow = NonNullable<ResultOf<typeof FORM_RESPONSES>['formResponses']>['results'][number];
export type FormSubmissionDetail = ResultOf<typeof FORM_SUBMISSION>;

/** The custom fields a form's custom_field question may write to (administrators only read definitions, D-212). */
export const CUSTOM_FIELD_CHOICES = graphql(`
  query CustomFieldChoices {
    startupFields: customFields(target: startup) {
      __typename
      _id
      slug
      label
    }
    userFields: customFields(target: user) {
      __typename
      _id
      slug
      label
    }
    applicationFields: customFields(target: application) {
      __typename
      _id
      slug
      label
    }
  }
`);

/** GraphQL documents of the emails area (/emails, D-584). */
import { graphql, type ResultOf, type SchemaType, type VariablesOf } from '../../lib/graphql';

const EMAIL_PERSON_FIELDS = graphql(`
  fragment EmailPersonFields on EmailPerson {
    __typename
    _id
    fullName
    email
  }
`);

/** What a row of the list shows of an email. */
const OUTGOING_EMAIL_SUMMARY_FIELDS = graphql(`
  fragment OutgoingEmailSummaryFields on OutgoingEmail {
    __typename
    _id
    subject
    status
    recipientCount
    sentCount
    failedCount
    operationId
    createdAt
    updatedAt
    sentAt
    scheduledAt
    createdBy { ...EmailPersonFields }
  }
`, [EMAIL_PERSON_FIELDS]);

/**
 * An email whole: the composer, the progress and the sent view read it, and every change of a draft answers it, so the
 * cache (OutgoingEmail normalised by _id) updates the page and the list at once.
 */
const OUTGOING_EMAIL_DETAIL_FIELDS = graphql(`
  fragment OutgoingEmailDetailFields on OutgoingEmail {
    ...OutgoingEmailSummaryFields
    body
    audience {
      __typename
      roles { __typename _id label }
      programs { __typename _id name }
      tags { __typename _id name color }
      people { ...EmailPersonFields }
    }
    sentBy { ...EmailPersonFields }
    scheduledBy { ...EmailPersonFields }
    scheduleFailure
  }
`, [OUTGOING_EMAIL_SUMMARY_FIELDS, EMAIL_PERSON_FIELDS]);

const EMAIL_TEMPLATE_FIELDS = graphql(`
  fragment EmailTemplateFields on EmailTemplate {
    __typename
    _id
    kind
    name
    subject
    body
    updatedAt
  }
`);

export const OUTGOING_EMAILS = graphql(`
  query OutgoingEmails($status: OutgoingEmailStatus, $search: String, $first: Int, $after: String) {
    outgoingEmails(status: $status, search: $search, first: $first, after: $after) {
      __typename
      results { ...OutgoingEmailSummaryFields }
      totalCount
      nextCursor
    }
  }
`, [OUTGOING_EMAIL_SUMMARY_FIELDS]);

export const OUTGOING_EMAIL = graphql(`
  query OutgoingEmail($id: ID!) {
    outgoingEmail(id: $id) { ...OutgoingEmailDetailFields }
  }
`, [OUTGOING_EMAIL_DETAIL_FIELDS]);

export const OUTGOING_EMAIL_DELIVERIES = graphql(`
  query OutgoingEmailDeliveries($id: ID!, $first: Int, $after: String, $status: EmailDeliveryStatus) {
    outgoingEmail(id: $id) {
      __typename
      _id
      deliveries(first: $first, after: $after, status: $status) {
        __typename
        results {
          __typename
          _id
          person { ...EmailPersonFields }
          address
          status
          sentAt
          failureReason
        }
        totalCount
        nextCursor
      }
    }
  }
`, [EMAIL_PERSON_FIELDS]);

export const EMAIL_TEMPLATES = graphql(`
  query EmailTemplates($kind: EmailTemplateKind!) {
    emailTemplates(kind: $kind) { ...EmailTemplateFields }
  }
`, [EMAIL_TEMPLATE_FIELDS]);

export const EMAIL_AUDIENCE_OPTIONS = graphql(`
  query EmailAudienceOptions {
    emailAudienceOptions {
      __typename
      roles { __typename _id label }
      programs { __typename _id name }
      tags { __typename _id name color }
    }
  }
`);

export const EMAIL_AUDIENCE_PREVIEW = graphql(`
  query EmailAudiencePreview($audience: EmailAudienceInput!) {
    emailAudiencePreview(audience: $audience) {
      __typename
      count
      sample { ...EmailPersonFields }
    }
  }
`, [EMAIL_PERSON_FIELDS]);

export const EMAIL_PEOPLE_SEARCH = graphql(`
  query EmailPeopleSearch($search: String!, $first: Int) {
    emailPeopleSearch(search: $search, first: $first) { ...EmailPersonFields }
  }
`, [EMAIL_PERSON_FIELDS]);

export const CREATE_OUTGOING_EMAIL = graphql(`
  mutation CreateOutgoingEmail($templateId: ID) {
    createOutgoingEmail(templateId: $templateId) { ...OutgoingEmailDetailFields }
  }
`, [OUTGOING_EMAIL_DETAIL_FIELDS]);

export const UPDATE_OUTGOING_EMAIL = graphql(`
  mutation UpdateOutgoingEmail($id: ID!, $input: EmailDraftInput!) {
    updateOutgoingEmail(id: $id, input: $input) { ...OutgoingEmailDetailFields }
  }
`, [OUTGOING_EMAIL_DETAIL_FIELDS]);

export const DELETE_OUTGOING_EMAIL = graphql(`
  mutation DeleteOutgoingEmail($id: ID!) {
    deleteOutgoingEmail(id: $id)
  }
`);

export const DUPLICATE_OUTGOING_EMAIL = graphql(`
  mutation DuplicateOutgoingEmail($id: ID!) {
    duplicateOutgoingEmail(id: $id) { ...OutgoingEmailDetailFields }
  }
`, [OUTGOING_EMAIL_DETAIL_FIELDS]);

export const SEND_TEST_OUTGOING_EMAIL = graphql(`
  mutation SendTestOutgoingEmail($id: ID!) {
    sendTestOutgoingEmail(id: $id)
  }
`);

export const SEND_OUTGOING_EMAIL = graphql(`
  mutation SendOutgoingEmail($id: ID!) {
    sendOutgoingEmail(id: $id) { ...OutgoingEmailDetailFields }
  }
`, [OUTGOING_EMAIL_DETAIL_FIELDS]);

/** D-590: sent at `sendAt` as the viewer; SCHEDULED emails are not edited until unscheduled. */
export const SCHEDULE_OUTGOING_EMAIL = graphql(`
  mutation ScheduleOutgoingEmail($id: ID!, $sendAt: DateTime!) {
    scheduleOutgoingEmail(id: $id, sendAt: $sendAt) { ...OutgoingEmailDetailFields }
  }
`, [OUTGOING_EMAIL_DETAIL_FIELDS]);

export const UNSCHEDULE_OUTGOING_EMAIL = graphql(`
  mutation UnscheduleOutgoingEmail($id: ID!) {
    unscheduleOutgoingEmail(id: $id) { ...OutgoingEmailDetailFields }
  }
`, [OUTGOING_EMAIL_DETAIL_FIELDS]);

export const CREATE_EMAIL_TEMPLATE = graphql(`
  mutation CreateEmailTemplate($input: EmailTemplateInput!) {
    createEmailTemplate(input: $input) { ...EmailTemplateFields }
  }
`, [EMAIL_TEMPLATE_FIELDS]);

export const UPDATE_EMAIL_TEMPLATE = graphql(`
  mutation UpdateEmailTemplate($id: ID!, $input: EmailTemplateInput!) {
    updateEmailTemplate(id: $id, input: $input) { ...EmailTemplateFields }
  }
`, [EMAIL_TEMPLATE_FIELDS]);

export const DELETE_EMAIL_TEMPLATE = graphql(`
  mutation DeleteEmailTemplate($id: ID!) {
    deleteEmailTemplate(id: $id)
  }
`);

/**
 * The send's progress: the email's batch job reports each recipient on the users' bulk-operation feed (the same
 * subscription as the user bulk actions, D-584); the server replays what already happened to a new subscriber.
 */
export const EMAIL_SEND_PROGRESS = graphql(`
  subscription EmailSendProgress($operationId: ID!) {
    userBatchOperationUpdated(operationId: $operationId) {
      operationId
      updateType
      userId
      reason
    }
  }
`);

export type OutgoingEmailStatus = SchemaType<'OutgoingEmailStatus'>;
export type EmailDeliveryStatus = SchemaType<'EmailDeliveryStatus'>;
export type EmailScheduleFailure = SchemaType<'EmailScheduleFailure'>;
export type EmailTemplateKind = SchemaType<'EmailTemplateKind'>;
export type EmailAudienceInput = SchemaType<'EmailAudienceInput'>;
export type OutgoingEmailSummary = ResultOf<typeof OUTGOING_EMAILS>['outgoingEmails']['results'][number];
export type OutgoingEmailDetail = NonNullable<ResultOf<typeof OUTGOING_EMAIL>['outgoingEmail']>;
export type EmailPerson = ResultOf<typeof EMAIL_PEOPLE_SEARCH>['emailPeopleSearch'][number];
export type EmailTemplate = ResultOf<typeof EMAIL_TEMPLATES>['emailTemplates'][number];
export type EmailDelivery = NonNullable<ResultOf<typeof OUTGOING_EMAIL_DELIVERIES>['outgoingEmail']>['deliveries']['results'][number];
export type EmailAudienceOptions = ResultOf<typeof EMAIL_AUDIENCE_OPTIONS>['emailAudienceOptions'];
export type OutgoingEmailsVariables = VariablesOf<typeof OUTGOING_EMAILS>;

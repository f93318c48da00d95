/** GraphQL documents of intake (issue 16 item 2): the public call, the applicant's applications and round forms, leads. */
import { graphql, type ResultOf, type SchemaType } from '../../../lib/graphql';

const PUBLIC_FUNNEL_FIELDS = graphql(`
  fragment PublicFunnelFields on PublicFunnel {
    __typename
    _id
    name
    description
    slug
    category
    programName
    opensAt
    closesAt
    phase
    acceptsApplications
  }
`);

export const PUBLIC_FUNNEL = graphql(
  `
  query PublicFunnel($slug: String!) {
    publicFunnel(slug: $slug) {
      ...PublicFunnelFields
      intakeDefinition
    }
  }
`,
  [PUBLIC_FUNNEL_FIELDS],
);
export type PublicFunnel = NonNullable<ResultOf<typeof PUBLIC_FUNNEL>['publicFunnel']>;

export const OPEN_CALLS = graphql(
  `
  query OpenCalls {
    openCalls {
      ...PublicFunnelFields
    }
  }
`,
  [PUBLIC_FUNNEL_FIELDS],
);

const MY_APPLICATION_FIELDS = graphql(`
  fragment MyApplicationFields on MyApplication {
    __typename
    _id
    title
    status
    funnelName
    funnelSlug
    programName
    closesAt
    roundName
    submittedAt
    createdAt
    viewerCanEdit
    roundForms {
      __typename
      roundId
      roundName
      formName
      requestedAt
      submittedAt
    }
  }
`);

export const MY_APPLICATIONS = graphql(
  `
  query MyApplications {
    myApplications {
      ...MyApplicationFields
    }
  }
`,
  [MY_APPLICATION_FIELDS],
);
export type MyApplication = ResultOf<typeof MY_APPLICATIONS>['myApplications'][number];
export type ApplicantStatus = SchemaType<'ApplicantStatus'>;

export const MY_APPLICATION = graphql(
  `
  query MyApplication($id: ID!) {
    myApplication(id: $id) {
      ...MyApplicationFields
      intakeDefinition
      answers
    }
  }
`,
  [MY_APPLICATION_FIELDS],
);

export const START_APPLICATION = graphql(
  `
  mutation StartApplication($funnelId: ID!) {
    startApplication(funnelId: $funnelId) {
      ...MyApplicationFields
      intakeDefinition
      answers
      intakeSubmission {
        __typename
        _id
        files {
          __typename
          _id
          name
          size
        }
      }
    }
  }
`,
  [MY_APPLICATION_FIELDS],
);
export type MyApplicationDetail = ResultOf<typeof START_APPLICATION>['startApplication'];

export const SAVE_APPLICATION_DRAFT = graphql(`
  mutation SaveApplicationDraft($applicationId: ID!, $answers: JSON!) {
    saveApplicationDraft(applicationId: $applicationId, answers: $answers) {
      __typename
      _id
    }
  }
`);

export const SUBMIT_APPLICATION = graphql(
  `
  mutation SubmitApplication($applicationId: ID!, $answers: JSON!) {
    submitApplication(applicationId: $applicationId, answers: $answers) {
      ...MyApplicationFields
    }
  }
`,
  [MY_APPLICATION_FIELDS],
);

const ROUND_FORM_FIELDS = graphql(`
  fragment RoundFormFields on RoundFormToFill {
    __typename
    applicationId
    applicationTitle
    roundId
    roundName
    formName
    formDescription
    definition
    answers
    requestedAt
    submittedAt
  }
`);

export const MY_ROUND_FORM = graphql(
  `
  query MyRoundForm($applicationId: ID!, $roundId: ID!) {
    myRoundForm(applicationId: $applicationId, roundId: $roundId) {
      ...RoundFormFields
    }
  }
`,
  [ROUND_FORM_FIELDS],
);

export const FILL_ROUND_FORM = graphql(
  `
  mutation FillRoundForm($applicationId: ID!, $roundId: ID!, $answers: JSON!, $submit: Boolean!) {
    fillRoundForm(applicationId: $applicationId, roundId: $roundId, answers: $answers, submit: $submit) {
      ...RoundFormFields
    }
  }
`,
  [ROUND_FORM_FIELDS],
);

export const CREATE_APPLICATION_LEAD = graphql(`
  mutation CreateApplicationLead($funnelId: ID!, $applicantEmail: String!, $applicantName: String!, $answers: JSON!) {
    createApplicationLead(funnelId: $funnelId, applicantEmail: $applicantEmail, applicantName: $applicantName, answers: $answers) {
      __typename
      _id
      title
    }
  }
`);

export const TRANSFER_APPLICATION = graphql(`
  mutation TransferApplication($applicationId: ID!, $email: String!) {
    transferApplication(applicationId: $applicationId, email: $email) {
      __typename
      _id
      source
    }
  }
`);

/** /leads/transfer/{token} (D-300): the offer a hand-over link carries, and taking it over (signs the person in). */
export const LEAD_TRANSFER = graphql(`
  query LeadTransfer($token: String!) {
    leadTransfer(token: $token) {
      __typename
      funnelName
      programName
      title
      email
      needsAccount
    }
  }
`);

export const ACCEPT_LEAD_TRANSFER = graphql(`
  mutation AcceptLeadTransfer($input: AcceptLeadTransferInput!) {
    acceptLeadTransfer(input: $input) {
      __typename
      token
      applicationId
    }
  }
`);

export type LeadTransferOffer = NonNullable<ResultOf<typeof LEAD_TRANSFER>['leadTransfer']>;

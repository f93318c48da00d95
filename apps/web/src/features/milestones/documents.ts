/** GraphQL documents of milestones (issue 14 item 4): a startup's plan and the organisation's templates. */
import { graphql, type ResultOf } from '../../lib/graphql';

const MILESTONE_FIELDS = graphql(`
  fragment StartupMilestoneFields on StartupMilestone {
    __typename
    _id
    name
    goal
    unit
    target
    progress
    dueOn
    flagged
    completed
    percent
    parentId
  }
`);

const PLAN_FIELDS = graphql(`
  fragment StartupMilestonePlanFields on StartupMilestonePlan {
    __typename
    startupId
    percent
    viewerCanCreate
    viewerCanEdit
    milestones {
      __typename
      percent
      milestone {
        ...StartupMilestoneFields
      }
      subMilestones {
        ...StartupMilestoneFields
      }
    }
  }
`, [MILESTONE_FIELDS]);

export const STARTUP_MILESTONE_PLAN = graphql(`
  query StartupMilestonePlan($startupId: ID!) {
    startupMilestonePlan(startupId: $startupId) {
      ...StartupMilestonePlanFields
    }
  }
`, [PLAN_FIELDS]);

export const CREATE_STARTUP_MILESTONE = graphql(`
  mutation CreateStartupMilestone($startupId: ID!, $input: StartupMilestoneInput!) {
    createStartupMilestone(startupId: $startupId, input: $input) {
      ...StartupMilestonePlanFields
    }
  }
`, [PLAN_FIELDS]);

export const UPDATE_STARTUP_MILESTONE = graphql(`
  mutation UpdateStartupMilestone($id: ID!, $input: StartupMilestonePatch!) {
    updateStartupMilestone(id: $id, input: $input) {
      ...StartupMilestonePlanFields
    }
  }
`, [PLAN_FIELDS]);

export const DELETE_STARTUP_MILESTONE = graphql(`
  mutation DeleteStartupMilestone($id: ID!) {
    deleteStartupMilestone(id: $id) {
      ...StartupMilestonePlanFields
    }
  }
`, [PLAN_FIELDS]);

export const APPLY_MILESTONE_TEMPLATES = graphql(`
  mutation ApplyMilestoneTemplates($startupId: ID!, $templateIds: [ID!]) {
    applyMilestoneTemplates(startupId: $startupId, templateIds: $templateIds) {
      ...StartupMilestonePlanFields
    }
  }
`, [PLAN_FIELDS]);

const TEMPLATE_FIELDS = graphql(`
  fragment MilestoneTemplateFields on MilestoneTemplate {
    __typename
    _id
    name
    goal
    unit
    target
    parentId
  }
`);

export const MILESTONE_TEMPLATES = graphql(`
  query MilestoneTemplates {
    milestoneTemplates {
      __typename
      template {
        ...MilestoneTemplateFields
      }
      children {
        ...MilestoneTemplateFields
      }
    }
  }
`, [TEMPLATE_FIELDS]);

export const CREATE_MILESTONE_TEMPLATE = graphql(`
  mutation CreateMilestoneTemplate($input: MilestoneTemplateInput!) {
    createMilestoneTemplate(input: $input) {
      ...MilestoneTemplateFields
    }
  }
`, [TEMPLATE_FIELDS]);

export const UPDATE_MILESTONE_TEMPLATE = graphql(`
  mutation UpdateMilestoneTemplate($id: ID!, $input: MilestoneTemplateInput!) {
    updateMilestoneTemplate(id: $id, input: $input) {
      ...MilestoneTemplateFields
    }
  }
`, [TEMPLATE_FIELDS]);

export const DELETE_MILESTONE_TEMPLATE = graphql(`
  mutation DeleteMilestoneTemplate($id: ID!) {
    deleteMilestoneTemplate(id: $id)
  }
`);

export type MilestonePlan = ResultOf<typeof PLAN_FIELDS>;
export type StartupMilestone = ResultOf<typeof MILESTONE_FIELDS>;
export type MilestoneTemplate = ResultOf<typeof TEMPLATE_FIELDS>;
export type MilestoneTemplateNode = ResultOf<typeof MILESTONE_TEMPLATES>['milestoneTemplates'][number];

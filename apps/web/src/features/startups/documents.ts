import { graphql, type ResultOf, type SchemaType, type VariablesOf } from '../../lib/graphql';

/** What the startup file's frame shows on every tab: name, logo, status, programs and the viewer's rights. */
export const STARTUP_FRAME = graphql(`
  query StartupFrame($id: ID!) {
    startup(id: $id) {
      __typename _id name logo status oneLiner
      programs { __typename _id name }
      viewerRights { __typename edit rename manage delete }
    }
  }
`);
export type StartupFrameData = NonNullable<ResultOf<typeof STARTUP_FRAME>['startup']>;

export const STARTUP_PROFILE = graphql(`
  query StartupProfile($id: ID!) {
    startup(id: $id) {
      __typename _id name logo status oneLiner description website stage foundedOn location teamSize
      profileCompleteness missingProfileParts
      info { __typename website linkedin twitter facebook instagram youtube }
      industries { __typename _id name }
      people { __typename _id fullName email role { __typename roleType label } }
      viewerRights { __typename edit rename manage delete }
    }
  }
`);
export type StartupProfileData = NonNullable<ResultOf<typeof STARTUP_PROFILE>['startup']>;

export const INDUSTRY_OPTIONS = graphql(`
  query StartupIndustryOptions { industries { __typename _id name } }
`);

export const UPDATE_STARTUP_PROFILE = graphql(`
  mutation UpdateStartupProfile($startupId: ID!, $input: StartupProfileInput!) {
    updateStartupProfile(startupId: $startupId, input: $input) {
      __typename _id name logo oneLiner description website stage foundedOn location teamSize profileCompleteness missingProfileParts
      info { __typename website linkedin twitter facebook instagram youtube }
      industries { __typename _id name }
    }
  }
`);
export type StartupProfileInput = VariablesOf<typeof UPDATE_STARTUP_PROFILE>['input'];
export type StartupStage = SchemaType<'StartupStage'>;

export const CREATE_STARTUP = graphql(`
  mutation CreateStartup($input: CreateStartupInput!) { createStartup(input: $input) { __typename _id name } }
`);

export const ARCHIVE_STARTUP = graphql(`
  mutation ArchiveStartup($startupId: ID!) { archiveStartup(startupId: $startupId) { __typename _id status archivedAt } }
`);

export const RESTORE_STARTUP = graphql(`
  mutation RestoreStartup($startupId: ID!) { restoreStartup(startupId: $startupId) { __typename _id status archivedAt } }
`);

export const DELETE_STARTUP = graphql(`
  mutation DeleteStartup($startupId: ID!) { deleteStartup(startupId: $startupId) }
`);

export const INVITE_FOUNDER = graphql(`
  mutation InviteStartupFounder($startupId: ID!, $input: FounderInvitationInput!) {
    inviteStartupFounder(startupId: $startupId, input: $input) {
      __typename _id people { __typename _id fullName email role { __typename roleType label } }
    }
  }
`);

export const REMOVE_PERSON = graphql(`
  mutation RemoveStartupPerson($startupId: ID!, $userId: ID!) {
    removeStartupPerson(startupId: $startupId, userId: $userId) {
      __typename _id people { __typename _id fullName email role { __typename roleType label } }
    }
  }
`);

export const MANAGED_STARTUPS = graphql(`
  query ManagedStartups($search: String, $cursor: String) {
    startups(search: $search, cursor: $cursor, limit: 50) {
      __typename totalCount nextCursor
      results {
        __typename _id name logo status stage peopleCount profileCompleteness
        programs { __typename _id name }
        viewerRights { __typename edit rename manage delete }
      }
    }
  }
`);
export type ManagedStartup = ResultOf<typeof MANAGED_STARTUPS>['startups']['results'][number];

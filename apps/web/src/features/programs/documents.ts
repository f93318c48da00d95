import { graphql, type ResultOf, type SchemaType, type VariablesOf } from '../../lib/graphql';

const PROGRAM_FIELDS = graphql(`
  fragment ProgramFields on Program {
    __typename _id name shortName programType mode description startsOn endsOn status phase startupCount viewerCanManage
    admins { __typename _id fullName }
  }
`);

export const PROGRAMS = graphql(
  `
  query Programs($includeArchived: Boolean) { programs(includeArchived: $includeArchived) { __typename ...ProgramFields } }
`,
  [PROGRAM_FIELDS],
);
export type ProgramItem = ResultOf<typeof PROGRAMS>['programs'][number];
export type ProgramType = SchemaType<'ProgramType'>;
export type ProgramMode = SchemaType<'ProgramMode'>;

export const CREATE_PROGRAM = graphql(
  `
  mutation CreateProgram($input: ProgramInput!) { createProgram(input: $input) { __typename ...ProgramFields } }
`,
  [PROGRAM_FIELDS],
);
export type ProgramInput = VariablesOf<typeof CREATE_PROGRAM>['input'];

export const UPDATE_PROGRAM = graphql(
  `
  mutation UpdateProgram($programId: ID!, $input: ProgramInput!) { updateProgram(programId: $programId, input: $input) { __typename ...ProgramFields } }
`,
  [PROGRAM_FIELDS],
);

export const ARCHIVE_PROGRAM = graphql(`
  mutation ArchiveProgram($programId: ID!) { archiveProgram(programId: $programId) { __typename _id status } }
`);

export const RESTORE_PROGRAM = graphql(`
  mutation RestoreProgram($programId: ID!) { restoreProgram(programId: $programId) { __typename _id status } }
`);

export const SET_PROGRAM_ADMINS = graphql(`
  mutation SetProgramAdmins($programId: ID!, $userIds: [ID!]!) {
    setProgramAdmins(programId: $programId, userIds: $userIds) { __typename _id admins { __typename _id fullName } }
  }
`);

/** Staff-side people who may run a program (the server refuses anyone else). */
export const ADMIN_CANDIDATES = graphql(`
  query ProgramAdminCandidates { users(limit: 100, status: active) { __typename results { __typename _id fullName role { __typename roleType } } } }
`);

/** The startups of the portfolio the viewer sees, with the programs each is in. */
export const ASSIGNABLE_STARTUPS = graphql(`
  query AssignableStartups($search: String) {
    startups(search: $search, limit: 100) { __typename totalCount results { __typename _id name status programs { __typename _id name } } }
  }
`);
export type AssignableStartup = ResultOf<typeof ASSIGNABLE_STARTUPS>['startups']['results'][number];

export const ADD_STARTUP_TO_PROGRAM = graphql(`
  mutation AddStartupToProgram($programId: ID!, $startupId: ID!) { addStartupToProgram(programId: $programId, startupId: $startupId) { __typename _id startupCount } }
`);

export const REMOVE_STARTUP_FROM_PROGRAM = graphql(`
  mutation RemoveStartupFromProgram($programId: ID!, $startupId: ID!) {
    removeStartupFromProgram(programId: $programId, startupId: $startupId) { __typename _id startupCount }
  }
`);

export const MEMBERSHIP_HISTORY = graphql(`
  query ProgramMembershipHistory($programId: ID, $cursor: String) {
    programMembershipHistory(programId: $programId, cursor: $cursor, limit: 25) {
      __typename nextCursor
      results { __typename _id action createdAt program { __typename _id name } startup { __typename _id name } actor { __typename _id fullName } }
    }
  }
`);
export type MembershipEvent = ResultOf<typeof MEMBERSHIP_HISTORY>['programMembershipHistory']['results'][number];

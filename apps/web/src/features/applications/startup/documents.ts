import { graphql, type ResultOf } from '../../../lib/graphql';

/** The startup file's Applications tab (D-387): staff's view (status, round) or the founders' (applicant-safe status). */
export const STARTUP_APPLICATIONS = graphql(`
  query StartupApplications($startupId: ID!) {
    startupApplications(startupId: $startupId) {
      view
      results {
        _id
        funnelName
        programName
        status
        applicantStatus
        roundName
        submittedAt
      }
    }
  }
`);

export type StartupApplicationsAnswer = ResultOf<typeof STARTUP_APPLICATIONS>['startupApplications'];

import { graphql, type ResultOf } from '../../lib/graphql';

export const CURRENT_USER = graphql(`
  query CurrentUser {
    currentUser {
      _id
      fullName
      firstName
      lastName
      email
      status
      validated
      language
      avatar
      role {
        _id
        type
        label
        userAccess {
          visibilitySettings
        }
        startupAccess {
          visibilitySettings
        }
      }
      startups {
        _id
        name
      }
    }
  }
`);

export type CurrentUser = ResultOf<typeof CURRENT_USER>['currentUser'];

import { graphql, type ResultOf } from '../../lib/graphql';

export const USER_PROFILE_CARD = graphql(`
  query UserProfileCard($id: ID!) {
    userProfileCard(id: $id) {
      _id
      fullName
      firstName
      lastName
      avatar
      cover
      timezone
      role {
        label
        roleType
      }
      startups {
        _id
        name
        people {
          _id
          fullName
        }
      }
    }
  }
`);

export type UserProfileCardData = ResultOf<typeof USER_PROFILE_CARD>['userProfileCard'];

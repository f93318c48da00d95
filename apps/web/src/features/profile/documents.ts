import { graphql, type ResultOf } from '../../lib/graphql';
import { TAG_BADGE_FIELDS } from '../tags';

/**
 * A person's profile page: the hover card's user (CHR-44) with what the community directory shows of them. Fields
 * the viewer may not see come back null (users.policy.ts, the directory's visibility), and the page leaves them out.
 */
export const PERSON_PROFILE = graphql(
  `
    query PersonProfile($id: ID!) {
      userProfileCard(id: $id) {
        _id
        fullName
        avatar
        cover
        timezone
        email
        role {
          label
        }
        publicProfile {
          headline
          bio
          expertise
          country
        }
        industries {
          _id
          name
        }
        tags {
          ...TagBadgeFields
        }
        startups {
          _id
          name
          logo
          viewerCanOpenFile
        }
      }
    }
  `,
  [TAG_BADGE_FIELDS],
);

export type PersonProfile = ResultOf<typeof PERSON_PROFILE>['userProfileCard'];

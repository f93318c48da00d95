import { graphql, type ResultOf } from '../../lib/graphql';
import { TAG_BADGE_FIELDS } from '../tags';

/** A person as the directory and the own-profile page show them: name, avatar, role, tags. */
const PERSON_CARD_FIELDS = graphql(
  `
    fragment PersonCardFields on User {
      _id
      fullName
      avatar
      role {
        _id
        label
      }
      tags {
        ...TagBadgeFields
      }
    }
  `,
  [TAG_BADGE_FIELDS],
);

export const COMMUNITY_PEOPLE = graphql(
  `
    query CommunityPeople($search: String, $tagId: ID, $industryId: ID, $limit: Int) {
      users(search: $search, tagId: $tagId, industryId: $industryId, limit: $limit) {
        totalCount
        nextCursor
        results {
          ...PersonCardFields
          publicProfile {
            headline
            country
          }
        }
      }
    }
  `,
  [PERSON_CARD_FIELDS],
);

export const COMMUNITY_STARTUPS = graphql(
  `
    query CommunityStartups($search: String, $tagId: ID, $industryId: ID, $limit: Int) {
      startups(search: $search, tagId: $tagId, industryId: $industryId, limit: $limit) {
        totalCount
        nextCursor
        results {
          _id
          name
          logo
          website
          programs {
            _id
            name
          }
          people {
            _id
            fullName
            avatar
          }
          tags {
            ...TagBadgeFields
          }
        }
      }
    }
  `,
  [TAG_BADGE_FIELDS],
);

/** The industries a directory filters by (any signed-in viewer may read them). */
export const DIRECTORY_INDUSTRIES = graphql(`
  query DirectoryIndustries {
    industries {
      _id
      name
    }
  }
`);

/** One choice of a directory's tag filter. */
const TAG_OPTION_FIELDS = graphql(`
  fragment TagOptionFields on Tag {
    _id
    name
  }
`);

/** The tag lists a startup carries (STARTUP_TAG_KINDS); asked only of a role holding TAGS:VIEW (D-92). */
export const STARTUP_FILTER_TAGS = graphql(
  `
    query StartupFilterTags {
      startup: tags(kind: startup) { ...TagOptionFields }
      other: tags(kind: other) { ...TagOptionFields }
    }
  `,
  [TAG_OPTION_FIELDS],
);

/** The tag lists a person carries (USER_TAG_KINDS); asked only of a role holding TAGS:VIEW (D-92). */
export const PEOPLE_FILTER_TAGS = graphql(
  `
    query PeopleFilterTags {
      user: tags(kind: user) { ...TagOptionFields }
      mentortag: tags(kind: mentortag) { ...TagOptionFields }
      community: tags(kind: community) { ...TagOptionFields }
      skills: tags(kind: skills) { ...TagOptionFields }
      topic: tags(kind: topic) { ...TagOptionFields }
      other: tags(kind: other) { ...TagOptionFields }
    }
  `,
  [TAG_OPTION_FIELDS],
);

export const MY_PROFILE = graphql(
  `
    query MyPublicProfile($id: ID!) {
      userProfileCard(id: $id) {
        ...PersonCardFields
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
      }
      industries {
        _id
        name
      }
    }
  `,
  [PERSON_CARD_FIELDS],
);

/** The skills and topics to choose from; a role without TAGS:VIEW is refused, and the page then offers none. */
export const PROFILE_TAG_OPTIONS = graphql(`
  query ProfileTagOptions {
    skills: tags(kind: skills) {
      _id
      name
    }
    topics: tags(kind: topic) {
      _id
      name
    }
  }
`);

export const UPDATE_MY_PROFILE = graphql(`
  mutation UpdateMyProfile($headline: String, $bio: String, $expertise: String, $country: String, $industryIds: [ID!]!, $tagIds: [ID!]!) {
    updateMyProfile(headline: $headline, bio: $bio, expertise: $expertise, country: $country, industryIds: $industryIds, tagIds: $tagIds) {
      _id
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
    }
  }
`);

export type CommunityPerson = ResultOf<typeof COMMUNITY_PEOPLE>['users']['results'][number];
export type CommunityStartup = ResultOf<typeof COMMUNITY_STARTUPS>['startups']['results'][number];

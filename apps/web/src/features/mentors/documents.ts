import { graphql, type ResultOf, type VariablesOf } from '../../lib/graphql';
import { TAG_BADGE_FIELDS } from '../tags';

export const MENTOR_ENTRY_FIELDS = graphql(
  `
    fragment MentorEntryFields on MentorDirectoryEntry {
      roleType
      capacity
      load
      user {
        _id
        fullName
        avatar
        role {
          _id
          label
        }
      }
      industries {
        _id
        name
      }
      skills {
        ...TagBadgeFields
      }
      assignments {
        startup {
          _id
          name
        }
        viewerCanUnassign
      }
    }
  `,
  [TAG_BADGE_FIELDS],
);

/** D-170: what the viewer may do here, by the rules the operations enforce; asked before anything else. */
export const MENTORS_ABILITIES = graphql(`
  query MentorsAbilities {
    mentorsAbilities {
      viewerCanReadDirectory
      viewerCanAssign
      viewerCanEditProfiles
      viewerCanListSkills
    }
  }
`);

export const MENTORS = graphql(
  `
    query Mentors($search: String, $role: RoleType, $industryId: ID, $tagId: ID, $cursor: String, $limit: Int) {
      mentors(search: $search, role: $role, industryId: $industryId, tagId: $tagId, cursor: $cursor, limit: $limit) {
        totalCount
        nextCursor
        results {
          ...MentorEntryFields
        }
      }
    }
  `,
  [MENTOR_ENTRY_FIELDS],
);

export const MENTOR_FILTER_OPTIONS = graphql(`
  query MentorFilterOptions {
    industries {
      _id
      name
    }
  }
`);

/** Apart from the industries: asked only when mentorsAbilities says the viewer may list tags (TAGS:VIEW). */
export const SKILL_OPTIONS = graphql(`
  query MentorSkillOptions {
    tags(kind: skills) {
      _id
      name
    }
  }
`);

export const STARTUP_OPTIONS = graphql(`
  query MentorStartupOptions($search: String) {
    startups(search: $search, limit: 50) {
      results {
        _id
        name
      }
    }
  }
`);

export const ASSIGN_MENTOR = graphql(`
  mutation AssignMentor($startupId: ID!, $userId: ID!) {
    assignMentor(startupId: $startupId, userId: $userId) {
      _id
    }
  }
`);

export const UNASSIGN_MENTOR = graphql(`
  mutation UnassignMentor($startupId: ID!, $userId: ID!) {
    unassignMentor(startupId: $startupId, userId: $userId) {
      _id
    }
  }
`);

export const SET_MENTOR_PROFILE = graphql(
  `
    mutation SetMentorProfile($userId: ID!, $capacity: Int, $industryIds: [ID!]!, $skillTagIds: [ID!]!) {
      setMentorProfile(userId: $userId, capacity: $capacity, industryIds: $industryIds, skillTagIds: $skillTagIds) {
        ...MentorEntryFields
      }
    }
  `,
  [MENTOR_ENTRY_FIELDS],
);

export type MentorEntry = ResultOf<typeof MENTOR_ENTRY_FIELDS>;
export type MentorsVariables = VariablesOf<typeof MENTORS>;
export type MentorsAbilities = ResultOf<typeof MENTORS_ABILITIES>['mentorsAbilities'];

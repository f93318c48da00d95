import { graphql, type ResultOf } from '../../../lib/graphql';

/** Mentor matching (issue 17 item 5; docs/contract-coaching.md §3.5, §4). */
export const MATCHING_RULES_FIELDS = graphql(`
  fragment MatchingRulesFields on MentorMatchingRules {
    weights {
      tags
      skills
      industries
      stage
      capacity
    }
    capacityRule
    capacityPenaltyPercent
    saved
  }
`);

export const MENTOR_MATCHING_RULES = graphql(
  `
    query MentorMatchingRules {
      mentorMatchingRules {
        ...MatchingRulesFields
      }
    }
  `,
  [MATCHING_RULES_FIELDS],
);

export const SAVE_MENTOR_MATCHING_RULES = graphql(
  `
    mutation SaveMentorMatchingRules($weights: MatchWeightsInput!, $capacityRule: MentorCapacityRule!, $capacityPenaltyPercent: Int!) {
      saveMentorMatchingRules(weights: $weights, capacityRule: $capacityRule, capacityPenaltyPercent: $capacityPenaltyPercent) {
        ...MatchingRulesFields
      }
    }
  `,
  [MATCHING_RULES_FIELDS],
);

export const ASSIGNATION_ABILITIES = graphql(`
  query AssignationAbilities {
    mentorsAbilities {
      viewerCanAssign
    }
  }
`);

export const ASSIGNATION_STARTUPS = graphql(`
  query AssignationStartups($search: String) {
    startups(search: $search, limit: 50) {
      results {
        _id
        name
      }
    }
  }
`);

export const SUGGESTED_MATCHES = graphql(`
  query SuggestedMatches($startupId: ID!) {
    suggestedMatches(startupId: $startupId) {
      startupId
      startupName
      stage
      suggestions {
        mentor {
          _id
          fullName
          roleType
          capacity
          load
        }
        score
        atCapacity
        feedback
        lines {
          factor
          weight
          fit
          contribution
          matched
        }
      }
    }
  }
`);

export const ACCEPT_MATCH = graphql(`
  mutation AcceptMatch($startupId: ID!, $mentorUserId: ID!) {
    acceptMatch(startupId: $startupId, mentorUserId: $mentorUserId) {
      startupId
      mentorUserId
    }
  }
`);

export type MatchingRules = ResultOf<typeof MENTOR_MATCHING_RULES>['mentorMatchingRules'];
export type Suggestion = ResultOf<typeof SUGGESTED_MATCHES>['suggestedMatches']['suggestions'][number];
export type SuggestionLine = Suggestion['lines'][number];

export const PENDING_PAIRING_FEEDBACK = graphql(`
  query PendingPairingFeedback {
    pendingPairingFeedback {
      _id
      startupId
      startupName
      mentorId
      mentorName
    }
  }
`);

export const ANSWER_PAIRING_FEEDBACK = graphql(`
  mutation AnswerPairingFeedback($id: ID!, $answer: PairingAnswer!, $comment: String) {
    answerPairingFeedback(id: $id, answer: $answer, comment: $comment) {
      _id
      answer
    }
  }
`);

export type PairingQuestion = ResultOf<typeof PENDING_PAIRING_FEEDBACK>['pendingPairingFeedback'][number];

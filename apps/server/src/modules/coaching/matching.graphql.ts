/**
 * The mentor matching API (issue 17 item 5; docs/contract-coaching.md §3.5): the tenant's rules
 * (/admin/configuration/mentormatching), ranked suggestions with their explanation and accepting one
 * (/community/people/assignation), and the founder's answer to "how is this pairing going?".
 */
import { CAPACITY_RULES, MATCH_FACTORS, MATCH_PENALTIES, PAIRING_ANSWERS } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import { coachingPolicy } from './coaching.policy.js';
import { answerPairingFeedback, pendingPairingFeedback, type PairingQuestion } from './matching-feedback.js';
import {
  acceptMatch,
  mentorMatchingRulesOf,
  saveMentorMatchingRules,
  suggestedMatches,
  type AcceptedMatch,
  type MatchingRulesView,
  type StartupSuggestions,
  type SuggestedMatch,
  type SuggestionLine,
} from './matching.service.js';

const CapacityRuleEnum = builder.enumType('MentorCapacityRule', { values: CAPACITY_RULES });
const MatchLineKindEnum = builder.enumType('MatchLineKind', { values: [...MATCH_FACTORS, ...MATCH_PENALTIES] as const });
const PairingAnswerEnum = builder.enumType('PairingAnswer', { values: PAIRING_ANSWERS });

const MatchWeightsRef = builder.objectRef<MatchingRulesView['weights']>('MatchWeights').implement({
  fields: (t) => ({
    tags: t.exposeInt('tags'),
    skills: t.exposeInt('skills'),
    industries: t.exposeInt('industries'),
    stage: t.exposeInt('stage'),
    capacity: t.exposeInt('capacity'),
  }),
});

const MatchingRulesRef = builder.objectRef<MatchingRulesView>('MentorMatchingRules').implement({
  fields: (t) => ({
    weights: t.field({ type: MatchWeightsRef, resolve: (r) => r.weights }),
    capacityRule: t.field({ type: CapacityRuleEnum, resolve: (r) => r.capacityRule }),
    capacityPenaltyPercent: t.exposeInt('capacityPenaltyPercent'),
    saved: t.exposeBoolean('saved', { description: 'false: never saved, these are the defaults.' }),
  }),
});

const MatchLineRef = builder.objectRef<SuggestionLine>('MatchLine').implement({
  description: 'One line of a suggestion’s explanation; the contributions add up to the score.',
  fields: (t) => ({
    factor: t.field({ type: MatchLineKindEnum, resolve: (l) => l.factor }),
    weight: t.exposeInt('weight', { description: 'The factor’s weight, or the capacity penalty in percent.' }),
    fit: t.exposeFloat('fit', { description: '0..1 for a factor; the share of the score taken for a penalty.' }),
    contribution: t.exposeFloat('contribution', { description: 'Points of the score (negative for a penalty).' }),
    matched: t.exposeStringList('matched', { description: 'The startup’s tags, industries or stage the mentor matched.' }),
  }),
});

const MatchMentorRef = builder.objectRef<SuggestedMatch['mentor']>('MatchMentor').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    fullName: t.exposeString('fullName'),
    roleType: t.exposeString('roleType'),
    capacity: t.exposeInt('capacity', { nullable: true }),
    load: t.exposeInt('load'),
  }),
});

const SuggestedMatchRef = builder.objectRef<SuggestedMatch>('SuggestedMatch').implement({
  fields: (t) => ({
    mentor: t.field({ type: MatchMentorRef, resolve: (s) => s.mentor }),
    score: t.exposeFloat('score', { description: '0..100.' }),
    atCapacity: t.exposeBoolean('atCapacity'),
    feedback: t.field({ type: PairingAnswerEnum, nullable: true, resolve: (s) => s.feedback }),
    lines: t.field({ type: [MatchLineRef], resolve: (s) => s.lines }),
  }),
});

const StartupSuggestionsRef = builder.objectRef<StartupSuggestions>('StartupMatchSuggestions').implement({
  fields: (t) => ({
    startupId: t.id({ resolve: (s) => s.startup.id }),
    startupName: t.string({ resolve: (s) => s.startup.name }),
    stage: t.string({ nullable: true, resolve: (s) => s.startup.stage }),
    suggestions: t.field({ type: [SuggestedMatchRef], resolve: (s) => s.suggestions }),
  }),
});

const AcceptedMatchRef = builder.objectRef<AcceptedMatch>('AcceptedMatch').implement({
  fields: (t) => ({ startupId: t.exposeID('startupId'), mentorUserId: t.exposeID('mentorUserId') }),
});

const PairingQuestionRef = builder.objectRef<PairingQuestion>('PairingQuestion').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    startupId: t.exposeID('startupId'),
    startupName: t.exposeString('startupName'),
    mentorId: t.id({ resolve: (q) => q.mentor.id }),
    mentorName: t.string({ resolve: (q) => q.mentor.fullName }),
    askedAt: t.field({ type: 'DateTime', resolve: (q) => q.askedAt }),
    answer: t.field({ type: PairingAnswerEnum, nullable: true, resolve: (q) => q.answer }),
    comment: t.exposeString('comment', { nullable: true }),
  }),
});

const MatchWeightsInput = builder.inputType('MatchWeightsInput', {
  fields: (t) => ({
    tags: t.int({ required: true }),
    skills: t.int({ required: true }),
    industries: t.int({ required: true }),
    stage: t.int({ required: true }),
    capacity: t.int({ required: true }),
  }),
});

builder.queryFields((t) => ({
  mentorMatchingRules: t.field({
    type: MatchingRulesRef,
    access: coachingPolicy.mentorMatchingRules,
    resolve: (_r, _a, ctx) => mentorMatchingRulesOf(ctx),
  }),
  suggestedMatches: t.field({
    type: StartupSuggestionsRef,
    description: 'Mentors not yet assigned to the startup, best first (at most 20), each with its explanation.',
    args: { startupId: t.arg.id({ required: true }) },
    access: coachingPolicy.suggestedMatches,
    resolve: (_r, args, ctx) => suggestedMatches(ctx, { startupId: String(args.startupId) }),
  }),
  pendingPairingFeedback: t.field({
    type: [PairingQuestionRef],
    description: '"How is this pairing going?" questions of the viewer’s startups not answered yet.',
    access: coachingPolicy.pendingPairingFeedback,
    resolve: (_r, _a, ctx) => pendingPairingFeedback(ctx),
  }),
}));

builder.mutationFields((t) => ({
  saveMentorMatchingRules: t.field({
    type: MatchingRulesRef,
    args: {
      weights: t.arg({ type: MatchWeightsInput, required: true }),
      capacityRule: t.arg({ type: CapacityRuleEnum, required: true }),
      capacityPenaltyPercent: t.arg.int({ required: true }),
    },
    access: coachingPolicy.saveMentorMatchingRules,
    resolve: (_r, args, ctx) => saveMentorMatchingRules(ctx, args),
  }),
  acceptMatch: t.field({
    type: AcceptedMatchRef,
    description: 'Assigns the suggested mentor to the startup (the mentor directory’s assignment).',
    args: { startupId: t.arg.id({ required: true }), mentorUserId: t.arg.id({ required: true }) },
    access: coachingPolicy.acceptMatch,
    resolve: (_r, args, ctx) => acceptMatch(ctx, { startupId: String(args.startupId), mentorUserId: String(args.mentorUserId) }),
  }),
  answerPairingFeedback: t.field({
    type: PairingQuestionRef,
    args: { id: t.arg.id({ required: true }), answer: t.arg({ type: PairingAnswerEnum, required: true }), comment: t.arg.string() },
    access: coachingPolicy.answerPairingFeedback,
    resolve: (_r, args, ctx) => answerPairingFeedback(ctx, { id: String(args.id), answer: args.answer, comment: args.comment }),
  }),
}));

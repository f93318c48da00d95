import { describe, expect, it } from 'vitest';
import { evaluationRuleInputSchema, repeatedRuleIndex, resolveEvaluationForm, type EvaluationFormRule } from './evaluation.js';

let next = 0;
function rule(partial: Partial<EvaluationFormRule>): EvaluationFormRule {
  next += 1;
  return { id: `r${next}`, programId: null, topicTagId: null, hostRole: null, formId: `f${next}`, sharedWithStartup: false, ...partial };
}

describe('resolveEvaluationForm: the most specific matching rule wins', () => {
  const fallback = rule({ formId: 'any' });
  const mentors = rule({ hostRole: 'Mentor', formId: 'mentors' });
  const pricing = rule({ topicTagId: 'pricing', formId: 'pricing' });
  const accel = rule({ programId: 'accel', formId: 'accel' });
  const accelMentors = rule({ programId: 'accel', hostRole: 'Mentor', formId: 'accel-mentors' });
  const accelPricingCoach = rule({ programId: 'accel', topicTagId: 'pricing', hostRole: 'Coach', formId: 'accel-pricing-coach' });
  const rules = [fallback, mentors, pricing, accel, accelMentors, accelPricingCoach];

  it('falls back to the rule of null dimensions', () => {
    expect(resolveEvaluationForm(rules, { programId: 'other', topicTagIds: [], hostRole: 'Expert' })?.formId).toBe('any');
  });
  it('a named dimension beats any; more named dimensions beat fewer', () => {
    expect(resolveEvaluationForm(rules, { programId: null, topicTagIds: [], hostRole: 'Mentor' })?.formId).toBe('mentors');
    expect(resolveEvaluationForm(rules, { programId: 'accel', topicTagIds: [], hostRole: 'Mentor' })?.formId).toBe('accel-mentors');
    expect(resolveEvaluationForm(rules, { programId: 'accel', topicTagIds: ['pricing'], hostRole: 'Coach' })?.formId).toBe('accel-pricing-coach');
  });
  it('with one dimension each, program beats topic beats host role', () => {
    expect(resolveEvaluationForm(rules, { programId: 'accel', topicTagIds: ['pricing'], hostRole: 'Expert' })?.formId).toBe('accel');
    expect(resolveEvaluationForm(rules, { programId: null, topicTagIds: ['pricing'], hostRole: 'Mentor' })?.formId).toBe('pricing');
  });
  it('a rule naming a program never matches a session of no program, nor a topic a session without it', () => {
    expect(resolveEvaluationForm([accel, pricing], { programId: null, topicTagIds: ['growth'], hostRole: 'Coach' })).toBeNull();
  });
  it('two equally specific rules (two topics of the session): the first given wins', () => {
    const a = rule({ topicTagId: 'a', formId: 'A' });
    const b = rule({ topicTagId: 'b', formId: 'B' });
    expect(resolveEvaluationForm([a, b], { programId: null, topicTagIds: ['b', 'a'], hostRole: 'Coach' })?.formId).toBe('A');
    expect(resolveEvaluationForm([b, a], { programId: null, topicTagIds: ['a', 'b'], hostRole: 'Coach' })?.formId).toBe('B');
  });
  it('no rules: null', () => {
    expect(resolveEvaluationForm([], { programId: null, topicTagIds: [], hostRole: 'Coach' })).toBeNull();
  });
});

describe('rule input', () => {
  it('refuses a role that does not host and finds a repeated rule', () => {
    expect(evaluationRuleInputSchema.safeParse({ formId: 'f', hostRole: 'Cofounder' }).success).toBe(false);
    expect(evaluationRuleInputSchema.parse({ formId: 'f', hostRole: 'Coach' })).toEqual({ programId: null, topicTagId: null, hostRole: 'Coach', formId: 'f', sharedWithStartup: false });
    expect(repeatedRuleIndex([{ programId: null, topicTagId: 't', hostRole: null }, { programId: 'p', topicTagId: 't', hostRole: null }, { programId: null, topicTagId: 't', hostRole: null }])).toBe(2);
    expect(repeatedRuleIndex([{ programId: null, topicTagId: null, hostRole: null }])).toBe(-1);
  });
});

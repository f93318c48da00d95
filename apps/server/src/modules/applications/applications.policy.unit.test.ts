import { describe, expect, it } from 'vitest';
import { forbidden, outcome, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { NOT_ALLOWED_MESSAGE } from '../permissions/index.js';
import { applicationsPolicy } from './applications.policy.js';

const REFUSED = forbidden(NOT_ALLOWED_MESSAGE);
const holding = (key: string) => ({ roleType: 'Staff' as const, permissions: [{ key, permissionCriteria: 'all' as const }] });

describe('applications policy (D-106, D2 §6.1 Funnel keys)', () => {
  it('the funnel list and a funnel: administrators and any Funnel key holder; the default Evaluator (FUNNEL:LIST_VIEW assigned) too', async () => {
    for (const rule of [applicationsPolicy.funnels, applicationsPolicy.funnel]) {
      expect(await outcome(rule, 'Admin')).toBe('allowed');
      expect(await outcome(rule, 'Staff')).toBe('allowed');
      expect(await outcome(rule, 'Evaluator')).toBe('allowed');
      expect(await outcome(rule, holding('FUNNEL:LIST_VIEW'))).toBe('allowed');
      expect(await outcome(rule, 'Cofounder')).toBe(REFUSED);
      expect(await outcome(rule, 'Applicant')).toBe(REFUSED);
      expect(await outcome(rule, 'Mentor')).toBe(REFUSED);
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });

  it('create: FUNNEL:CREATE only', async () => {
    expect(await outcome(applicationsPolicy.createFunnel, 'Admin')).toBe('allowed');
    expect(await outcome(applicationsPolicy.createFunnel, 'Staff')).toBe('allowed');
    expect(await outcome(applicationsPolicy.createFunnel, holding('FUNNEL:EDIT'))).toBe(REFUSED);
    expect(await outcome(applicationsPolicy.createFunnel, 'Evaluator')).toBe(REFUSED);
    expect(await outcome(applicationsPolicy.createFunnel, 'Applicant')).toBe(REFUSED);
  });

  it('the builder: FUNNEL:EDIT, or FUNNEL:CREATE (own funnels, service); never the evaluator or the applicant', async () => {
    for (const rule of [applicationsPolicy.updateFunnel, applicationsPolicy.saveFunnelRounds, applicationsPolicy.reorderFunnelRounds, applicationsPolicy.publishFunnel, applicationsPolicy.closeFunnel]) {
      expect(await outcome(rule, 'AdminCoach')).toBe('allowed');
      expect(await outcome(rule, holding('FUNNEL:EDIT'))).toBe('allowed');
      expect(await outcome(rule, holding('FUNNEL:CREATE'))).toBe('allowed');
      expect(await outcome(rule, holding('FUNNEL:LIST_VIEW'))).toBe(REFUSED);
      expect(await outcome(rule, 'Evaluator')).toBe(REFUSED);
      expect(await outcome(rule, 'Applicant')).toBe(REFUSED);
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });

  it('archive and restore: FUNNEL:DELETE (the default Staff does not hold it)', async () => {
    for (const rule of [applicationsPolicy.archiveFunnel, applicationsPolicy.restoreFunnel]) {
      expect(await outcome(rule, 'Admin')).toBe('allowed');
      expect(await outcome(rule, holding('FUNNEL:DELETE'))).toBe('allowed');
      expect(await outcome(rule, 'Staff')).toBe(REFUSED);
      expect(await outcome(rule, holding('FUNNEL:EDIT'))).toBe(REFUSED);
    }
  });

  it('applications (overview, file, comments): an Application key (VIEW_ALL); decisions: DECIDE_ROUND (D-250, D-254)', async () => {
    for (const rule of [applicationsPolicy.applications, applicationsPolicy.applicationCounts, applicationsPolicy.application, applicationsPolicy.addApplicationComment]) {
      expect(await outcome(rule, 'Admin')).toBe('allowed');
      expect(await outcome(rule, 'Staff')).toBe('allowed');
      expect(await outcome(rule, 'Evaluator')).toBe('allowed');
      expect(await outcome(rule, 'Coach')).toBe(REFUSED);
      expect(await outcome(rule, 'Applicant')).toBe(REFUSED);
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
    for (const rule of [applicationsPolicy.decideApplication, applicationsPolicy.moveApplicationToFunnel, applicationsPolicy.resetApplicationToDraft]) {
      expect(await outcome(rule, 'Admin')).toBe('allowed');
      expect(await outcome(rule, holding('APPLICATION:DECIDE_ROUND'))).toBe('allowed');
      expect(await outcome(rule, holding('APPLICATION:VIEW_ALL'))).toBe(REFUSED);
      expect(await outcome(rule, 'Evaluator')).toBe(REFUSED);
    }
    expect(await outcome(applicationsPolicy.applicationAbilities, 'Cofounder')).toBe('allowed');
  });
});

describe('review policy (issue 16 items 4–6, D-260, D-261)', () => {
  it('criteria: Evaluation parameter keys read (the default Evaluator holds VIEW); CREATE or EDIT_DELETE save', async () => {
    expect(await outcome(applicationsPolicy.evaluationCriteria, 'Evaluator')).toBe('allowed');
    expect(await outcome(applicationsPolicy.evaluationCriteria, 'Applicant')).toBe(REFUSED);
    expect(await outcome(applicationsPolicy.saveEvaluationCriteria, holding('EVALUATION_PARAMETER:CREATE'))).toBe('allowed');
    expect(await outcome(applicationsPolicy.saveEvaluationCriteria, 'Evaluator')).toBe(REFUSED);
  });

  it('assignment and staff conflicts: APPLICATION:MANAGE; the ranking: APPLICATION:VIEW_ALL', async () => {
    for (const rule of [applicationsPolicy.assignEvaluators, applicationsPolicy.markConflict, applicationsPolicy.unassignEvaluator]) {
      expect(await outcome(rule, 'Admin')).toBe('allowed');
      expect(await outcome(rule, holding('APPLICATION:MANAGE'))).toBe('allowed');
      expect(await outcome(rule, 'Evaluator')).toBe(REFUSED);
      expect(await outcome(rule, 'Applicant')).toBe(REFUSED);
    }
    expect(await outcome(applicationsPolicy.roundRanking, holding('APPLICATION:VIEW_ALL'))).toBe('allowed');
    expect(await outcome(applicationsPolicy.roundRanking, 'Applicant')).toBe(REFUSED);
  });

  it('the evaluator side: the internal staff set; never the applicant or a co-founder', async () => {
    for (const rule of [applicationsPolicy.myEvaluationQueue, applicationsPolicy.submitEvaluation, applicationsPolicy.declareConflict]) {
      expect(await outcome(rule, 'Evaluator')).toBe('allowed');
      expect(await outcome(rule, 'Mentor')).toBe('allowed');
      expect(await outcome(rule, 'Applicant')).toBe(REFUSED);
      expect(await outcome(rule, 'Cofounder')).toBe(REFUSED);
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { forbidden, outcome, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { NOT_ALLOWED_MESSAGE } from '../permissions/index.js';
import { formsPolicy, formsRoutePolicy } from './forms.policy.js';

const REFUSED = forbidden(NOT_ALLOWED_MESSAGE);

describe('forms policy (D-106, D2 §6.1 Form keys)', () => {
  it('the builder: FORM:CREATE creates, FORM:EDIT or FORM:CREATE (own forms, service) changes', async () => {
    expect(await outcome(formsPolicy.createForm, 'Admin')).toBe('allowed');
    expect(await outcome(formsPolicy.createForm, 'Coach')).toBe('allowed'); // default Coach permissions hold FORM:CREATE
    expect(await outcome(formsPolicy.createForm, { roleType: 'Staff', permissions: [{ key: 'FORM:EDIT', permissionCriteria: 'all' }] })).toBe(REFUSED);
    expect(await outcome(formsPolicy.createForm, 'Mentor')).toBe(REFUSED);
    expect(await outcome(formsPolicy.createForm, null)).toBe(SIGNED_OUT);
    for (const rule of [formsPolicy.updateFormDraft, formsPolicy.publishForm, formsPolicy.archiveForm, formsPolicy.restoreForm, formsPolicy.updateFormShareSettings]) {
      expect(await outcome(rule, { roleType: 'Staff', permissions: [{ key: 'FORM:EDIT', permissionCriteria: 'all' }] })).toBe('allowed');
      expect(await outcome(rule, 'Coach')).toBe('allowed');
      expect(await outcome(rule, 'Cofounder')).toBe(REFUSED);
      expect(await outcome(rule, 'Mentor')).toBe(REFUSED);
    }
  });

  it('lists and responses: form staff only', async () => {
    for (const rule of [formsPolicy.forms, formsPolicy.formResponses, formsPolicy.exportFormResponses, formsPolicy.formVersionComparison]) {
      expect(await outcome(rule, 'Staff')).toBe('allowed');
      expect(await outcome(rule, 'Cofounder')).toBe(REFUSED);
      expect(await outcome(rule, 'Evaluator')).toBe(REFUSED);
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });

  it('answering: any signed-in member; the shared form and the download are public', async () => {
    expect(await outcome(formsPolicy.submitForm, 'Cofounder')).toBe('allowed');
    expect(await outcome(formsPolicy.saveFormDraftAnswers, null)).toBe(SIGNED_OUT);
    expect(await outcome(formsPolicy.sharedForm, null)).toBe('allowed');
    expect(await outcome(formsPolicy.submitSharedForm, null)).toBe('allowed');
    expect(await outcome(formsRoutePolicy.downloadSubmission, null)).toBe('allowed');
  });
});

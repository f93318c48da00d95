import { describe, expect, it } from 'vitest';
import { emptyMilestoneForm, milestoneFormSchema, milestoneFormValuesOf, milestoneInput, progressText } from './milestoneForm';

const schema = milestoneFormSchema({ nameRequired: 'Name is required', nameTooLong: 'Too long', targetInvalid: 'Enter a number of 0 or more' });

describe('milestone form', () => {
  it('needs a name and a target that is empty or a number of 0 or more', () => {
    expect(schema.safeParse(emptyMilestoneForm()).error?.issues[0]?.message).toBe('Name is required');
    expect(schema.safeParse({ ...emptyMilestoneForm(), name: 'x', target: '-1' }).error?.issues[0]?.message).toBe('Enter a number of 0 or more');
    expect(schema.safeParse({ ...emptyMilestoneForm(), name: 'x', target: 'ten' }).success).toBe(false);
    expect(schema.safeParse({ ...emptyMilestoneForm(), name: 'x', target: '' }).success).toBe(true);
  });
  it('sends empty text as null and the target as a number; the due date only for a startup’s milestone', () => {
    const values = { name: ' Seed ', goal: '', unit: 'kUSD', target: '500', dueOn: '2026-12-31' };
    expect(milestoneInput(values, true)).toEqual({ name: 'Seed', goal: null, unit: 'kUSD', target: 500, dueOn: '2026-12-31' });
    expect(milestoneInput(values, false)).toEqual({ name: 'Seed', goal: null, unit: 'kUSD', target: 500 });
    expect(milestoneFormValuesOf({ name: 'a', target: null })).toEqual({ name: 'a', goal: '', unit: '', target: '', dueOn: '' });
  });
  it('shows progress against the target with its unit', () => {
    const f = (n: number) => String(n);
    expect(progressText({ progress: 250, target: 500, unit: 'kUSD' }, f)).toBe('250 / 500 kUSD');
    expect(progressText({ progress: 0, target: null, unit: null }, f)).toBe('');
    expect(progressText({ progress: 3, target: null, unit: 'customers' }, f)).toBe('3 customers');
  });
});

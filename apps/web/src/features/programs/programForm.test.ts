import { PORTFOLIO_MESSAGES } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { programFormSchema, programFormValues } from './ProgramDialog';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the program form (issue 14)', () => {
  it('starts from the program, or empty for a new one', () => {
    expect(programFormValues(null)).toMatchObject({ name: '', programType: 'startup', mode: '', adminIds: [] });
  });

  it('refuses an end before the start and a missing name, as the server does', () => {
    const result = programFormSchema.safeParse({ ...programFormValues(null), name: '', startsOn: '2026-05-01', endsOn: '2026-04-01' });
    expect(messages(result)).toEqual(expect.arrayContaining([`name: ${PORTFOLIO_MESSAGES.required}`, `endsOn: ${PORTFOLIO_MESSAGES.programDates}`]));
    expect(programFormSchema.safeParse({ ...programFormValues(null), name: 'Autumn', startsOn: '2026-05-01', endsOn: '2026-06-01' }).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { graphQLMessages, parseServerMessage } from './serverMessage';

describe('the funnels API refusals', () => {
  it('reads the field, the round and the message key', () => {
    expect(parseServerMessage('closesAt: The closing date must be after the opening date.')).toEqual({
      path: 'closesAt',
      field: 'closesAt',
      roundIndex: null,
      key: 'closesBeforeOpens',
      text: 'The closing date must be after the opening date.',
    });
    expect(parseServerMessage('rounds.2.formId: This form is not published.')).toMatchObject({ field: 'formId', roundIndex: 2, key: 'formNotPublished' });
    expect(parseServerMessage('rounds.0.rejectionEmail.scheduledAt: A scheduled e-mail needs a date.')).toMatchObject({ field: 'rejectionEmail', roundIndex: 0, key: 'scheduledAtNeeded' });
    expect(parseServerMessage('rounds: A funnel needs at least one round.')).toMatchObject({ field: 'rounds', roundIndex: null, key: 'noRounds' });
  });

  it('leaves a message it does not know as it is', () => {
    expect(parseServerMessage('Something else')).toMatchObject({ path: null, key: null, text: 'Something else' });
    expect(parseServerMessage('slug: not ours')).toMatchObject({ field: 'slug', key: null });
  });

  it('collects the messages of an Apollo error', () => {
    expect(graphQLMessages({ errors: [{ message: 'a: b' }, { message: 'c: d' }] })).toEqual(['a: b', 'c: d']);
    expect(graphQLMessages(new Error('plain'))).toEqual(['plain']);
    expect(graphQLMessages(null)).toEqual([]);
  });
});

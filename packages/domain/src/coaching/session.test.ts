import { describe, expect, it } from 'vitest';
import { SESSION_CHANGE_TYPES, SESSION_MESSAGES, sessionEditSchema } from './session.js';

describe('coaching session edits (issue 17 item 3)', () => {
  it('takes only the fields given, null clears, and a REF-17 provider', () => {
    expect(sessionEditSchema.parse({ title: '  Pricing  ' })).toEqual({ title: 'Pricing' });
    expect(sessionEditSchema.parse({ location: null, videoProvider: 'Google Meet' })).toEqual({ location: null, videoProvider: 'Google Meet' });
  });

  it('refuses a link that is not https, an unknown provider and over-long texts, naming the field', () => {
    const problems = (input: unknown) => sessionEditSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(problems({ videoLink: 'http://meet.example.org' })).toEqual([`videoLink: ${SESSION_MESSAGES.videoLink}`]);
    expect(problems({ videoProvider: 'Jitsi' })).toEqual([`videoProvider: ${SESSION_MESSAGES.videoProvider}`]);
    expect(problems({ title: 'x'.repeat(201) })).toEqual([`title: ${SESSION_MESSAGES.titleTooLong}`]);
    expect(problems({ topicIds: Array.from({ length: 21 }, (_, i) => String(i)) })).toEqual([`topicIds: ${SESSION_MESSAGES.tooManyTopics}`]);
  });

  it('the changelog records the booking, each editable field, the moves and the outcome', () => {
    expect(SESSION_CHANGE_TYPES).toEqual(expect.arrayContaining(['scheduled', 'rescheduled', 'cancelled', 'held', 'attendance', 'actionItem', 'sharedNotes']));
  });
});

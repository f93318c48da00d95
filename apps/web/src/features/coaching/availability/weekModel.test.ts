import { describe, expect, it } from 'vitest';
import { draftsFromRules, intervalErrorFromServer, minuteOf, newInterval, rulesFromDrafts } from './weekModel';

const rule = (weekday: 'MO' | 'TU', startMinute: number, endMinute: number) => ({ weekday, startMinute, endMinute, validFrom: null, validUntil: null });

describe('weekly editor model (issue 17 item 1)', () => {
  it('reads and writes minutes of the host’s day; an end of 00:00 is midnight at the end of the day', () => {
    expect(minuteOf('09:30')).toBe(570);
    expect(minuteOf('00:00', true)).toBe(1440);
    expect(minuteOf('25:00')).toBeNull();
    const drafts = draftsFromRules([rule('TU', 840, 1440), rule('MO', 540, 720)]);
    expect(drafts.map((d) => `${d.weekday} ${d.start}-${d.end}`)).toEqual(['MO 09:00-12:00', 'TU 14:00-00:00']);
    expect(rulesFromDrafts(drafts)).toEqual({ rules: [rule('MO', 540, 720), rule('TU', 840, 1440)], errors: {} });
  });

  it('a new interval follows the day’s last one; on an empty day it is 09:00–12:00', () => {
    const drafts = draftsFromRules([rule('MO', 540, 720)]);
    expect(newInterval('MO', drafts)).toMatchObject({ start: '12:00', end: '13:00' });
    expect(newInterval('TU', drafts)).toMatchObject({ start: '09:00', end: '12:00' });
  });

  it('names the wrong interval: end before start, off the 5-minute step, overlapping the same day', () => {
    const drafts = draftsFromRules([rule('MO', 540, 720), rule('MO', 600, 660), rule('TU', 720, 540)]);
    const { errors } = rulesFromDrafts(drafts);
    expect(errors).toEqual({
      [drafts[1]!.key]: { field: 'start', message: 'rulesOverlap' },
      [drafts[2]!.key]: { field: 'end', message: 'endBeforeStart' },
    });
    const offStep = rulesFromDrafts([{ ...drafts[0]!, start: '09:07' }]);
    expect(Object.values(offStep.errors)).toEqual([{ field: 'start', message: 'minuteRange' }]);
    // Different validity dates that never meet: no overlap.
    const apart = rulesFromDrafts([{ ...drafts[0]!, validUntil: '2027-01-31' }, { ...drafts[1]!, validFrom: '2027-02-01' }]);
    expect(apart.errors).toEqual({});
  });

  it('puts the server’s "rules.N.field: text" on the Nth interval sent', () => {
    const drafts = draftsFromRules([rule('MO', 540, 720), rule('TU', 540, 720)]);
    expect(intervalErrorFromServer('rules.1.startMinute: These hours overlap other hours of the same day.', drafts)).toEqual({
      [drafts[1]!.key]: { field: 'start', message: 'rulesOverlap' },
    });
    expect(intervalErrorFromServer('hostId: This person does not exist or does not host sessions.', drafts)).toBeNull();
  });
});

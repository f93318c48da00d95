import { describe, expect, it } from 'vitest';
import { inTimeZone } from '../../test/inTimeZone';
import { collectionErrors, collectionInput, collectionToForm, emptyCollection, questionErrors, questionsInput } from './collectionForm';

describe('data collection form', () => {
  it('collection form: a program collection sends programId only; a startup one startupId only', () => {
    const base = { ...emptyCollection(new Date('2024-03-15T00:00:00Z')), name: ' Core ', programId: 'p-1', startupId: 's-1', metricIds: ['m-1'] };
    expect(base.startsOn).toBe('2024-03-01');
    expect(collectionInput(base)).toEqual({ name: 'Core', programId: 'p-1', startupId: null, startsOn: '2024-03-01', metricIds: ['m-1'] });
    expect(collectionInput({ ...base, target: 'startup', id: 'c-1' })).toEqual({ id: 'c-1', name: 'Core', programId: null, startupId: 's-1', startsOn: '2024-03-01', metricIds: ['m-1'] });
  });

  it('a new collection starts on the first of the viewer’s month, not UTC’s', () => {
    // 00:30 UTC on 1 December is 30 November in New York: the collection starts on 1 November there.
    inTimeZone('America/New_York', () => expect(emptyCollection(new Date('2026-12-01T00:30:00Z')).startsOn).toBe('2026-11-01'));
  });

  it('collection form: missing name, target, date or metrics are reported', () => {
    expect(collectionErrors({ ...emptyCollection(), startsOn: '2024-13-45x' })).toEqual({ name: 'name', programId: 'program', startsOn: 'date', metricIds: 'metrics' });
    expect(collectionErrors({ ...emptyCollection(), target: 'startup', name: 'x', metricIds: ['m'] })).toEqual({ startupId: 'startup' });
  });

  it('reads a stored collection back into the form', () => {
    const form = collectionToForm({ __typename: 'MetricCollection', id: 'c-1', name: 'One', program: null, startup: { __typename: 'Startup', _id: 's-1', name: 'Orbital' }, startsOn: '2024-01-01', metrics: [{ _id: 'm-1', name: [] }] });
    expect(form).toMatchObject({ target: 'startup', startupId: 's-1', metricIds: ['m-1'] });
  });

  it('questionnaire: keys must be unique identifiers; labels keep the other languages', () => {
    expect(questionErrors([{ key: 'delay', label: 'Delay?', others: [] }, { key: 'delay', label: 'x', others: [] }, { key: '1bad', label: '', others: [] }])).toEqual({
      '1.key': 'duplicate', '2.key': 'key', '2.label': 'label',
    });
    expect(questionsInput([{ key: ' delay ', label: 'Retarder ?', others: [{ language: 'en', value: 'Delay?' }] }], 'fr')).toEqual([
      { key: 'delay', label: [{ language: 'en', value: 'Delay?' }, { language: 'fr', value: 'Retarder ?' }] },
    ]);
  });
});

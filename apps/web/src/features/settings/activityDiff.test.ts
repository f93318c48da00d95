import { describe, expect, it } from 'vitest';
import { diffRows } from './activityDiff';

describe('activity diff rows', () => {
  it('lists changed leaves with dotted paths, skipping unchanged ones', () => {
    expect(
      diffRows(
        { brandPalette: { sidebar: { textColor: '#ffffff', backgroundColor: '#000000' } }, currency: 'USD' },
        { brandPalette: { sidebar: { textColor: '#eeeeee', backgroundColor: '#000000' } }, currency: 'EUR' },
      ),
    ).toEqual([
      { field: 'brandPalette.sidebar.textColor', before: '#ffffff', after: '#eeeeee' },
      { field: 'currency', before: 'USD', after: 'EUR' },
    ]);
  });

  it('shows creations and deletions, nulls and booleans', () => {
    expect(diffRows(null, { name: 'Fintech' })).toEqual([{ field: 'name', before: null, after: 'Fintech' }]);
    expect(diffRows({ name: 'Fintech' }, null)).toEqual([{ field: 'name', before: 'Fintech', after: null }]);
    expect(diffRows({ enabled: true, address: null }, { enabled: false, address: 'Paris' })).toEqual([
      { field: 'enabled', before: 'true', after: 'false' },
      { field: 'address', before: '—', after: 'Paris' },
    ]);
  });
});

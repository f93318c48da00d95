import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { QueryStateView } from './QueryStateView';

const view = (data: string[] | undefined, error: unknown = null) =>
  renderWithProviders(
    <QueryStateView data={data} error={error} errorText={() => 'It failed'} isEmpty={(d) => d.length === 0} emptyText="Nothing yet" emptyTestId="things-empty" loadingLabel="Loading things">
        {(d) => <ul>{d.map((x) => <li key={x}>{x}</li>)}</ul>}
    </QueryStateView>,
  );

describe('QueryStateView', () => {
  it('shows the loader while there is no answer', async () => {
    await view(undefined);
    expect(screen.getByLabelText('Loading things')).toBeTruthy();
  });
  it('shows the error when there is no answer', async () => {
    await view(undefined, new Error('x'));
    expect(screen.getByText('It failed')).toBeTruthy();
  });
  it('shows the empty text for an empty answer', async () => {
    await view([]);
    expect(screen.getByTestId('things-empty').textContent).toBe('Nothing yet');
  });
  it('shows the list (and not a stale error) when there is an answer', async () => {
    await view(['a', 'b'], new Error('refetch failed'));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('It failed')).toBeNull();
  });
});

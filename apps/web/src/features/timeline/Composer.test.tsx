/** Posting an empty message says so and focuses the text instead of doing nothing (D1 §5, D-93). */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Composer } from './Composer';
import { createTestClient, renderWithRouter } from '../../test/testClient';

describe('timeline composer on post', () => {
  it('an empty post reads "Write on the timeline is a required field", focused, and nothing is sent', async () => {
    const kit = createTestClient({});
    await renderWithRouter(<Composer startupId="s1" canPostPrivate={false} onPosted={() => undefined} />, kit.client);
    const input = screen.getByTestId('timeline-composer-input');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(await screen.findByText('Write on the timeline is a required field')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(kit.callsOf('CreateTimelineEvent')).toHaveLength(0);
  });
});

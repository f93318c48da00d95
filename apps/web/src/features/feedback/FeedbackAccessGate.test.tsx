import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderWithRouter } from '../../test/testClient';
import { FeedbackAccessGate } from './FeedbackAccessGate';

function gateWith(viewerCanRead: boolean) {
  const kit = createTestClient({
    FeedbackAbilities: () => ({ data: { feedbackAbilities: { __typename: 'FeedbackAbilities', viewerCanRead, viewerCanSend: false } } }),
  });
  void renderWithRouter(
    <FeedbackAccessGate>
      <p data-testid="feedback-content">requests</p>
    </FeedbackAccessGate>,
    kit.client,
    '/feedback/management',
  );
}

describe('FeedbackAccessGate', () => {
  it('shows the no-access state, and never the page, to a viewer the server refuses', async () => {
    gateWith(false);
    expect(await screen.findByTestId('no-access')).toBeTruthy();
    expect(screen.queryByTestId('feedback-content')).toBeNull();
  });

  it('shows the page to a viewer holding a Feedback request key', async () => {
    gateWith(true);
    expect(await screen.findByTestId('feedback-content')).toBeTruthy();
    expect(screen.queryByTestId('no-access')).toBeNull();
  });
});

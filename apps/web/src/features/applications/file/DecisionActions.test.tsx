import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { DECIDE_APPLICATION, type ApplicationFile } from '../overview/documents';
import { DecisionActions } from './DecisionActions';

/** The file's fields DecisionActions reads (issue 16 item 7; D-302). */
function fileOf(includeFeedback: boolean): ApplicationFile {
  const application = {
    _id: 'app-1',
    status: 'under_review',
    round: { _id: 'r0', name: 'Screening', kind: 'evaluation', position: 0, criterionNames: ['Team', 'Market'], rejectionEmail: { includeFeedback } },
    funnel: { _id: 'f1', name: 'Call', rounds: [{ _id: 'r0', name: 'Screening', kind: 'evaluation', position: 0 }, { _id: 'r1', name: 'Interview', kind: 'meeting', position: 1 }] },
  };
  return application as unknown as ApplicationFile;
}

const decided = (feedback: Array<{ criterion: string; text: string }> | null) => ({
  request: { query: DECIDE_APPLICATION, variables: { applicationId: 'app-1', decision: 'reject', reason: null, feedback } },
  result: { data: { decideApplication: { __typename: 'Application', _id: 'app-1', status: 'rejected', decidedAt: '2027-01-01T00:00:00.000Z', round: { __typename: 'FunnelRound', _id: 'r0', name: 'Screening' }, startup: null } } },
});

describe('DecisionActions: feedback per criterion (D-302)', () => {
  it('offers one text per criterion for a rejection whose e-mail carries feedback, and sends the filled ones', async () => {
    const onDecided = vi.fn();
    await renderWithProviders(
      <MockedProvider mocks={[decided([{ criterion: 'Team', text: 'Add a technical founder.' }])]}>
        <DecisionActions application={fileOf(true)} onDecided={onDecided} />
      </MockedProvider>,
    );
    fireEvent.click(await screen.findByTestId('decide-reject'));
    const fields = await screen.findAllByTestId('decision-feedback-criterion');
    expect(fields).toHaveLength(2);
    expect(screen.getByLabelText('Market')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Team'), { target: { value: ' Add a technical founder. ' } });
    fireEvent.click(screen.getByTestId('decision-confirm'));
    await waitFor(() => expect(onDecided).toHaveBeenCalledTimes(1));
  });

  it('shows no feedback when the round’s e-mail does not carry it', async () => {
    await renderWithProviders(
      <MockedProvider mocks={[decided(null)]}>
        <DecisionActions application={fileOf(false)} onDecided={() => undefined} />
      </MockedProvider>,
    );
    fireEvent.click(await screen.findByTestId('decide-reject'));
    expect(await screen.findByTestId('decision-modal')).toBeInTheDocument();
    expect(screen.queryByTestId('decision-feedback')).not.toBeInTheDocument();
  });
});

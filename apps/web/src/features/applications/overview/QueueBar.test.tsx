import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestClient, renderWithClient, renderWithRouter } from '../../../test/testClient';
import { EvaluatorQueueBar, StaffQueueBar } from './QueueBar';
import type { ApplicationQueueStage } from './documents';
import { nextToEvaluate } from './queueBarModel';

/** The overview's part: it keeps the chosen stage and passes it back. */
function Harness({ onChange }: { onChange: (stage: ApplicationQueueStage | null) => void }) {
  const [value, setValue] = useState<ApplicationQueueStage | null>(null);
  return <StaffQueueBar funnelId="f-1" roundId="r-1" value={value} onChange={(next) => (setValue(next), onChange(next))} />;
}

const BAR = { data: { applicationQueueBar: { __typename: 'ApplicationQueueBar', toAssign: 3, awaitingEvaluation: 5, awaitingDecision: 2, decided: 7 } } };

const item = (id: string, state: string) => ({
  __typename: 'EvaluationQueueItem',
  _id: id,
  state,
  funnelName: 'Winter call',
  conflictSource: null,
  conflictReason: null,
  assignedAt: '2026-11-01T00:00:00.000Z',
  submittedAt: null,
  weightedScore: null,
  round: { __typename: 'FunnelRound', _id: 'r-1', name: 'Screening' },
  application: { __typename: 'Application', _id: `app-${id}`, title: `App ${id}`, identityHidden: false, status: 'under_review', submittedAt: null },
});

describe('queue bar (D-386)', () => {
  it('staff: the four stages of the chosen call and round with their counts; a stage filters, again clears', async () => {
    const onChange = vi.fn();
    const kit = createTestClient({ ApplicationQueueBar: () => BAR });
    await renderWithClient(<Harness onChange={onChange} />, kit.client);
    await waitFor(() => expect(screen.getAllByTestId('queue-bar-count').map((c) => c.textContent)).toEqual(['3', '5', '2', '7']));
    expect(kit.callsOf('ApplicationQueueBar')[0]?.variables).toEqual({ funnelId: 'f-1', roundId: 'r-1' });
    const stages = screen.getAllByTestId('queue-bar-stage');
    expect(stages.map((s) => s.getAttribute('data-stage'))).toEqual(['toAssign', 'awaitingEvaluation', 'awaitingDecision', 'decided']);
    expect(stages[0]).toHaveTextContent('To assign');
    fireEvent.click(stages[1]!);
    expect(onChange).toHaveBeenLastCalledWith('awaitingEvaluation');
    const pressed = screen.getAllByTestId('queue-bar-stage')[1]!;
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(pressed);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('evaluator: how many are left and a link to the next one still to evaluate', async () => {
    const kit = createTestClient({ MyEvaluationQueue: () => ({ data: { myEvaluationQueue: { __typename: 'EvaluationQueue', remaining: 2, items: [item('a-1', 'submitted'), item('a-2', 'withheld'), item('a-3', 'pending'), item('a-4', 'pending')] } } }) });
    await renderWithRouter(<EvaluatorQueueBar />, kit.client);
    expect(await screen.findByTestId('queue-bar-left')).toHaveTextContent('Left to evaluate: 2');
    expect(screen.getByTestId('queue-bar-next')).toHaveAttribute('href', '/applications/reviews/a-3');
  });

  it('the next one is the first pending; none when nothing is left', () => {
    expect(nextToEvaluate([{ _id: 'x', state: 'submitted' }, { _id: 'y', state: 'pending' }])).toBe('y');
    expect(nextToEvaluate([{ _id: 'x', state: 'withheld' }])).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestClient, renderWithClient } from '../../../test/testClient';
import { ApplicationBulkBar } from './ApplicationBulkBar';
import type { PipelineFunnel } from './documents';

const FUNNELS: PipelineFunnel[] = [
  {
    _id: 'f-1',
    name: 'Winter call',
    status: 'published',
    rounds: [
      { _id: 'r-2', name: 'Pitch meeting', position: 1, kind: 'meeting' },
      { _id: 'r-1', name: 'Screening', position: 0, kind: 'evaluation' },
    ],
  },
];

const OPTIONS = {
  data: {
    applicationBulkOptions: {
      __typename: 'ApplicationBulkOptions',
      tags: [{ __typename: 'Tag', _id: 't-1', name: 'Shortlist', color: null }],
      evaluators: [{ __typename: 'ApplicationBulkEvaluator', _id: 'e-1', fullName: 'Eva Evaluator' }],
    },
  },
};
const started = { data: { startApplicationBatch: { __typename: 'BatchOperation', id: 'op-1', count: 2, kind: 'applications', status: 'RUNNING', reason: null } } };

async function choose(label: string): Promise<HTMLElement> {
  fireEvent.click(screen.getByTestId('application-bulk-open'));
  fireEvent.click(await screen.findByText(label));
  return screen.findByTestId('application-bulk-modal');
}

async function pick(modal: HTMLElement, testId: string, option: string): Promise<void> {
  fireEvent.click(within(modal).getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('ApplicationBulkBar (issue 16 item 3)', () => {
  it('offers only the actions the viewer may start, and no export without it', async () => {
    const kit = createTestClient({});
    await renderWithClient(<ApplicationBulkBar selectedIds={['a-1']} actions={['TAG']} funnels={FUNNELS} onClear={vi.fn()} onResult={vi.fn()} />, kit.client);
    fireEvent.click(screen.getByTestId('application-bulk-open'));
    const items = await screen.findAllByTestId('application-bulk-action');
    expect(items.map((i) => i.getAttribute('data-action'))).toEqual(['TAG']);
    expect(screen.queryByTestId('application-bulk-export')).toBeNull();
  });

  it('moves the selection to a round of the call, the start waiting for the round', async () => {
    const onClear = vi.fn();
    const kit = createTestClient({ StartApplicationBatch: () => started });
    await renderWithClient(
      <ApplicationBulkBar selectedIds={['a-1', 'a-2']} actions={['MOVE_ROUND', 'DECIDE', 'EXPORT']} funnels={FUNNELS} onClear={onClear} onResult={vi.fn()} />,
      kit.client,
    );
    expect(screen.getByTestId('application-bulk-export')).toBeInTheDocument();
    const modal = await choose('Move to a round');
    expect(screen.getByTestId('application-bulk-start')).toBeDisabled();
    await pick(modal, 'application-bulk-round', 'Pitch meeting');
    fireEvent.click(screen.getByTestId('application-bulk-start'));
    await waitFor(() => expect(onClear).toHaveBeenCalledTimes(1));
    expect(kit.callsOf('StartApplicationBatch')[0]?.variables).toEqual({ input: { action: 'MOVE_ROUND', applicationIds: ['a-1', 'a-2'], roundId: 'r-2', reason: null } });
  });

  it('assigns the chosen evaluators and adds tags from the options the server offers', async () => {
    const kit = createTestClient({ ApplicationBulkOptions: () => OPTIONS, StartApplicationBatch: () => started });
    await renderWithClient(<ApplicationBulkBar selectedIds={['a-1']} actions={['ASSIGN_EVALUATORS', 'TAG']} funnels={FUNNELS} onClear={vi.fn()} onResult={vi.fn()} />, kit.client);
    let modal = await choose('Assign evaluators');
    await pick(modal, 'application-bulk-evaluators', 'Eva Evaluator');
    fireEvent.click(screen.getByTestId('application-bulk-start'));
    await waitFor(() => expect(kit.callsOf('StartApplicationBatch')).toHaveLength(1));
    expect(kit.callsOf('StartApplicationBatch')[0]?.variables).toEqual({ input: { action: 'ASSIGN_EVALUATORS', applicationIds: ['a-1'], evaluatorIds: ['e-1'] } });
    await waitFor(() => expect(screen.queryByTestId('application-bulk-modal')).toBeNull());
    modal = await choose('Add tags');
    await pick(modal, 'application-bulk-tags', 'Shortlist');
    fireEvent.click(screen.getByTestId('application-bulk-start'));
    await waitFor(() => expect(kit.callsOf('StartApplicationBatch')).toHaveLength(2));
    expect(kit.callsOf('StartApplicationBatch')[1]?.variables).toEqual({ input: { action: 'TAG', applicationIds: ['a-1'], tagIds: ['t-1'] } });
  });
});

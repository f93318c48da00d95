import type { RoleType } from '@hatchery/domain';
import { STORAGE_KEYS } from '@hatchery/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Viewer } from '../../app/viewer/ViewerContext';
import type { CurrentUser } from '../../app/viewer/queries';
import { MetricsPrompt, promptStartupOf } from './MetricsPrompt';
import { promptStepOf } from './MetricsPromptHost';
import { categorizationSaved, metricsTestClient, FEBRUARY, item, pendingData, period, periods, questions, saveResult } from './testKit';
import { type OperationHandler, renderWithClient } from '../../test/testClient';

let viewer: Viewer = { status: 'loading' };
vi.mock('../../app/viewer/ViewerContext', () => ({ useViewer: () => viewer }));

function user(startups: string[]): CurrentUser {
  return {
    _id: 'u-1',
    fullName: 'Cora Founder',
    firstName: 'Cora',
    lastName: 'Founder',
    email: 'cofounder@demo.test',
    status: 'active',
    validated: true,
    language: 'en',
    avatar: null,
    role: { _id: 'r-1', type: ['Cofounder'], label: '', userAccess: { visibilitySettings: 'ALL' }, startupAccess: { visibilitySettings: 'ALL' } },
    startups: startups.map((id) => ({ _id: id, name: `Startup ${id}` })),
  };
}

function signIn(roles: RoleType[], startups = ['s-1', 's-2']) {
  viewer = { status: 'authenticated', user: user(startups), roles };
}

async function renderPrompt(handlers: Record<string, OperationHandler>) {
  const kit = metricsTestClient(handlers);
  const view = await renderWithClient(<MetricsPrompt />, kit.client);
  return { kit, view };
}

const QUESTIONS = questions([['revenue', 'Do you have revenue?', null]]);

describe('metrics prompt: who sees it (MET-01, GAP-36)', () => {
  beforeEach(() => signIn(['Cofounder']));

  it('MET-01: only the Cofounder role is prompted; other roles, anonymous and loading visitors never are', () => {
    for (const role of ['Staff', 'Admin', 'Coach', 'Mentor', 'Expert', 'Evaluator', 'Applicant', 'CommunityMember', 'SubAdmin', 'AdminCoach'] as RoleType[]) {
      signIn([role]);
      expect(promptStartupOf(viewer), role).toBeNull();
    }
    expect(promptStartupOf({ status: 'anonymous' })).toBeNull();
    expect(promptStartupOf({ status: 'loading' })).toBeNull();
    signIn(['Cofounder']);
    expect(promptStartupOf(viewer)).toBe('s-1');
  });

  it('MET-01: a Staff viewer with a pending form sees nothing and the pending data are never asked for', async () => {
    signIn(['Staff']);
    const { kit } = await renderPrompt({ StartupPendingData: () => pendingData({ type: 'METRICS' }, true) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('metrics-prompt-dialog')).toBeNull();
    expect(kit.calls).toHaveLength(0);
  });

  it('GAP-36, MET-02: the prompt reads the pending data of the viewer\'s first startup; none without a startup', async () => {
    const { kit } = await renderPrompt({ StartupPendingData: () => pendingData({ type: 'METRICS' }, true) });
    await screen.findByTestId('metrics-prompt-dialog');
    expect(kit.callsOf('StartupPendingData')[0]?.variables).toEqual({ startupId: 's-1' });
    signIn(['Cofounder'], []);
    expect(promptStartupOf(viewer)).toBeNull();
  });
});

describe('metrics prompt: dialog, modal and steps (MET-03–09)', () => {
  beforeEach(() => signIn(['Cofounder']));

  it('MET-03: with no pending form nothing is shown', async () => {
    const { kit } = await renderPrompt({ StartupPendingData: () => pendingData(null, true) });
    await waitFor(() => expect(kit.callsOf('StartupPendingData')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('metrics-prompt-dialog')).toBeNull();
    expect(screen.queryByTestId('metrics-modal')).toBeNull();
  });

  it('MET-05: the dialog "You have metrics to update" says "Please update your metrics" with a "Fill now" button', async () => {
    await renderPrompt({ StartupPendingData: () => pendingData({ type: 'METRICS' }, true) });
    const dialog = await screen.findByTestId('metrics-prompt-dialog');
    expect(screen.getByRole('dialog', { name: 'You have metrics to update' })).toBe(dialog);
    expect(within(dialog).getByText('Please update your metrics')).toBeInTheDocument();
    expect(within(dialog).getByTestId('metrics-fill-now')).toHaveTextContent('Fill now');
  });

  it('MET-06, MET-08: "Fill now" opens "Please update these metrics." / "Better Data helps us help you" with Skip, on the CATEGORIZATION step', async () => {
    await renderPrompt({
      StartupPendingData: () => pendingData({ type: 'CATEGORIZATION' }, false),
      CategorizationQuestions: () => QUESTIONS,
    });
    fireEvent.click(await screen.findByTestId('metrics-fill-now'));
    const modal = await screen.findByTestId('metrics-modal');
    expect(within(modal).getByText('Please update these metrics.')).toBeInTheDocument();
    expect(within(modal).getByText('Better Data helps us help you')).toBeInTheDocument();
    expect(within(modal).getByTestId('metrics-skip')).toHaveTextContent('Skip');
    expect(await within(modal).findByTestId('categorization-form')).toBeInTheDocument();
    expect(within(modal).queryByTestId('metrics-form')).toBeNull();
  });

  it('MET-08: a METRICS pending form opens the metrics form directly', async () => {
    await renderPrompt({
      StartupPendingData: () => pendingData({ type: 'METRICS' }, true),
      MetricPeriods: () => periods([]),
    });
    fireEvent.click(await screen.findByTestId('metrics-fill-now'));
    const modal = await screen.findByTestId('metrics-modal');
    expect(await within(modal).findByTestId('metrics-form')).toBeInTheDocument();
    expect(within(modal).queryByTestId('categorization-form')).toBeNull();
  });

  it('MET-07: Skip closes the modal and remembers the skip in session storage', async () => {
    await renderPrompt({
      StartupPendingData: () => pendingData({ type: 'METRICS' }, true),
      MetricPeriods: () => periods([]),
    });
    fireEvent.click(await screen.findByTestId('metrics-fill-now'));
    fireEvent.click(await screen.findByTestId('metrics-skip'));
    await waitFor(() => expect(screen.queryByTestId('metrics-modal')).toBeNull());
    expect(screen.queryByTestId('metrics-prompt-dialog')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.metricsPromptSkipped)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.metricsPromptSkipped)).toBeNull();
  });

  it('MET-04, MET-07: a skip earlier this session closes the prompt at once once categorized; a new session shows it again', async () => {
    sessionStorage.setItem(STORAGE_KEYS.metricsPromptSkipped, 'true');
    const first = await renderPrompt({ StartupPendingData: () => pendingData({ type: 'METRICS' }, true) });
    await waitFor(() => expect(first.kit.callsOf('StartupPendingData')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('metrics-prompt-dialog')).toBeNull();
    first.view.unmount();

    sessionStorage.clear(); // a new browser session
    await renderPrompt({ StartupPendingData: () => pendingData({ type: 'METRICS' }, true) });
    expect(await screen.findByTestId('metrics-prompt-dialog')).toBeInTheDocument();
  });

  it('MET-04: a skip alone does not suppress the prompt while initial categorization is incomplete', async () => {
    sessionStorage.setItem(STORAGE_KEYS.metricsPromptSkipped, 'true');
    await renderPrompt({
      StartupPendingData: () => pendingData({ type: 'CATEGORIZATION' }, false),
      CategorizationQuestions: () => QUESTIONS,
    });
    expect(await screen.findByTestId('metrics-prompt-dialog')).toBeInTheDocument();
  });

  it('MET-04, MET-08: the step rule (nextPromptStep from the shared domain)', () => {
    expect(promptStepOf(undefined, false)).toBe('CLOSED');
    expect(promptStepOf(pendingData(null, false).data.startupPendingData, false)).toBe('CLOSED');
    expect(promptStepOf(pendingData({ type: 'CATEGORIZATION' }, false).data.startupPendingData, false)).toBe('CATEGORIZATION');
    expect(promptStepOf(pendingData({ type: 'CATEGORIZATION' }, false).data.startupPendingData, true)).toBe('CATEGORIZATION');
    expect(promptStepOf(pendingData({ type: 'METRICS' }, true).data.startupPendingData, false)).toBe('METRICS');
    expect(promptStepOf(pendingData({ type: 'METRICS' }, true).data.startupPendingData, true)).toBe('CLOSED');
  });

  it('MET-08, MET-09: none → CATEGORIZATION → (pending data fetched again) METRICS → (fetched again) CLOSED', async () => {
    const server = { form: 'CATEGORIZATION' as 'CATEGORIZATION' | 'METRICS' | null, categorized: false };
    const { kit } = await renderPrompt({
      StartupPendingData: () => pendingData(server.form ? { type: server.form } : null, server.categorized),
      CategorizationQuestions: () => QUESTIONS,
      UpdateStartupCategorization: () => {
        server.form = 'METRICS';
        server.categorized = true;
        return categorizationSaved(true);
      },
      MetricPeriods: () => periods([period(FEBRUARY.from, FEBRUARY.to, [item('d-1', 'm-1', 'CUSTOMER', 'Customers')])]),
      SaveMetricData: () => {
        server.form = null;
        return saveResult(true);
      },
    });
    fireEvent.click(await screen.findByTestId('metrics-fill-now'));
    fireEvent.click(await screen.findByTestId('categorization-delay-no'));
    fireEvent.click(screen.getByTestId('categorization-question-revenue-yes'));
    fireEvent.click(screen.getByTestId('categorization-save'));

    const input = await screen.findByTestId('metric-input-m-1');
    expect(kit.callsOf('StartupPendingData')).toHaveLength(2);
    expect(screen.queryByTestId('categorization-form')).toBeNull();

    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('metrics-save'));
    await waitFor(() => expect(screen.queryByTestId('metrics-modal')).toBeNull());
    expect(kit.callsOf('StartupPendingData')).toHaveLength(3);
    expect(screen.queryByTestId('metrics-prompt-dialog')).toBeNull();
  });

  it('MET-09: a metrics save that leaves more due reloads the form from the server', async () => {
    const { kit } = await renderPrompt({
      StartupPendingData: () => pendingData({ type: 'METRICS' }, true),
      MetricPeriods: () => periods([period(FEBRUARY.from, FEBRUARY.to, [item('d-1', 'm-1', 'CUSTOMER', 'Customers')])]),
      SaveMetricData: () => saveResult(true),
    });
    fireEvent.click(await screen.findByTestId('metrics-fill-now'));
    fireEvent.change(await screen.findByTestId('metric-input-m-1'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('metrics-save'));
    await waitFor(() => expect(kit.callsOf('MetricPeriods')).toHaveLength(2));
    expect(kit.callsOf('StartupPendingData')).toHaveLength(2);
    expect(await screen.findByTestId('metric-input-m-1')).toHaveValue('');
  });
});

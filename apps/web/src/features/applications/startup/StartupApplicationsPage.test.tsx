import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderWithRouter } from '../../../test/testClient';
import { StartupApplicationsPage } from './StartupApplicationsPage';

const ROUTE = '/startup/s-1/file/applications';
const page = (
  <Routes>
    <Route path="/startup/:id/file/applications" element={<StartupApplicationsPage />} />
  </Routes>
);
const row = (id: string, extra: Record<string, unknown>) => ({
  __typename: 'StartupApplication',
  _id: id,
  funnelName: 'Winter 2027',
  programName: 'Accelerator',
  status: null,
  applicantStatus: 'in_review',
  roundName: null,
  submittedAt: '2026-11-02T10:00:00.000Z',
  ...extra,
});
const answer = (view: string, results: unknown[]) => () => ({ data: { startupApplications: { __typename: 'StartupApplications', view, results } } });

describe('startup file: Applications tab (D-387)', () => {
  it('staff: call, program, status, round and date, each opening the application file', async () => {
    const kit = createTestClient({ StartupApplications: answer('staff', [row('a-1', { status: 'under_review', roundName: 'Screening' })]) });
    await renderWithRouter(page, kit.client, ROUTE);
    const table = await screen.findByTestId('startup-applications');
    expect(table).toHaveAttribute('data-view', 'staff');
    expect(kit.callsOf('StartupApplications')[0]?.variables).toEqual({ startupId: 's-1' });
    const line = within(table).getByTestId('startup-application');
    expect(within(line).getByTestId('startup-application-open')).toHaveAttribute('href', '/application/a-1');
    expect(within(line).getByTestId('application-status')).toHaveAttribute('data-status', 'under_review');
    expect(line).toHaveTextContent('Screening');
    expect(line).toHaveTextContent('Accelerator');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Call', 'Program', 'Status', 'Round', 'Submitted']);
  });

  it('founders: the applicant-safe status only — no round column, no link to the staff file', async () => {
    const kit = createTestClient({ StartupApplications: answer('founder', [row('a-1', { applicantStatus: 'not_selected' })]) });
    await renderWithRouter(page, kit.client, ROUTE);
    const table = await screen.findByTestId('startup-applications');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Call', 'Program', 'Status', 'Submitted']);
    expect(within(table).getByTestId('applicant-status')).toHaveAttribute('data-status', 'not_selected');
    expect(within(table).queryByTestId('startup-application-open')).toBeNull();
    expect(within(table).queryByTestId('application-status')).toBeNull();
  });

  it('none yet: says so', async () => {
    const empty = createTestClient({ StartupApplications: answer('staff', []) });
    await renderWithRouter(page, empty.client, ROUTE);
    expect(await screen.findByTestId('startup-applications-empty')).toHaveTextContent('No applications for this startup yet.');
  });

  it('a refusal (a role without Application keys) says who may see them', async () => {
    const refused = createTestClient({ StartupApplications: () => ({ errors: [{ message: 'You may not see the applications of this startup.', extensions: { code: 'Forbidden' } }] }) });
    await renderWithRouter(page, refused.client, ROUTE);
    expect(await screen.findByTestId('startup-applications-error')).toHaveTextContent('programme team');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderWithClient, type OperationHandler } from '../../../test/testClient';
import { ApplicationFilePage } from './ApplicationFilePage';

const APPLICATION_ID = '33333333-3333-4333-8333-333333333333';

const file = () => ({
  data: {
    application: {
      __typename: 'Application', _id: APPLICATION_ID, title: 'Orbital Labs', identityHidden: false, status: 'under_review', source: 'direct', submittedAt: '2026-10-01T10:00:00Z',
      decidedAt: null, createdAt: '2026-09-30T10:00:00Z', evaluationCount: 0, viewerCanComment: true, viewerCanWriteNote: true, viewerCanDecide: false,
      applicant: null, startup: null, round: null, funnel: null, history: [], comments: [],
    },
  },
});
const entry = (canEdit: boolean, value: unknown) => ({
  __typename: 'CustomFieldEntry',
  viewerCanEdit: canEdit,
  value,
  field: {
    __typename: 'CustomField', _id: 'f-sector', target: 'application', slug: 'sector', type: 'text', label: { en: 'Sector' }, helpText: null, category: null, required: false,
    visibility: 'profile', validations: { maxLength: 20 }, options: null, position: 0, shownInProfile: true, archivedAt: null, valueCount: 1,
  },
});

function renderFields(handlers: Record<string, OperationHandler>) {
  const kit = createTestClient({
    ApplicationAbilities: () => ({ data: { applicationAbilities: { __typename: 'ApplicationAbilities', viewerCanRead: true, viewerCanDecide: false, viewerCanListFunnels: true } } }),
    ApplicationFile: file,
    ...handlers,
  });
  void renderWithClient(
    <MemoryRouter initialEntries={[`/application/${APPLICATION_ID}/fields`]}>
      <Routes>
        <Route path="/application/:id/*" element={<ApplicationFilePage />} />
      </Routes>
    </MemoryRouter>,
    kit.client,
  );
  return kit;
}

describe('the application file’s custom fields tab (D-362)', () => {
  it('reads the application’s values and sends an edit for the application', async () => {
    const kit = renderFields({
      CustomFieldValues: () => ({ data: { customFieldValues: [entry(true, { textValue: 'Water' })] } }),
      SetCustomFieldValues: () => ({ data: { setCustomFieldValues: [entry(true, { textValue: 'Solar' })] } }),
    });
    expect(await screen.findByTestId('file-tab-fields')).toHaveTextContent('Custom fields');
    expect(await screen.findByTestId('custom-value')).toHaveTextContent('Water');
    expect(kit.callsOf('CustomFieldValues')[0]?.variables).toEqual({ target: 'application', recordId: APPLICATION_ID });
    await userEvent.click(screen.getByTestId('custom-values-edit'));
    const input = within(screen.getByTestId('custom-input')).getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, 'Solar');
    await userEvent.click(screen.getByTestId('custom-values-save'));
    expect(await screen.findByTestId('custom-value')).toHaveTextContent('Solar');
    expect(kit.callsOf('SetCustomFieldValues')[0]?.variables).toMatchObject({ target: 'application', recordId: APPLICATION_ID, values: { 'f-sector': { textValue: 'Solar' } } });
  });

  it('a viewer the server lets only read gets no edit button', async () => {
    renderFields({ CustomFieldValues: () => ({ data: { customFieldValues: [entry(false, null)] } }) });
    expect(await screen.findByTestId('custom-value')).toHaveTextContent('Not filled in');
    expect(screen.queryByTestId('custom-values-edit')).not.toBeInTheDocument();
  });

  it('an empty answer (a blind evaluator) shows the empty state', async () => {
    renderFields({ CustomFieldValues: () => ({ data: { customFieldValues: [] } }) });
    expect(await screen.findByTestId('custom-values-empty')).toBeInTheDocument();
  });
});

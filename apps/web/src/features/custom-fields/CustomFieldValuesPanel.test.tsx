import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTab, STARTUP_ID } from '../../test/startupFileKit';
import { StartupCustomFieldsPage } from './StartupCustomFieldsPage';

const field = (over: Record<string, unknown>) => ({
  __typename: 'CustomField', target: 'startup', helpText: null, category: null, required: false, visibility: 'profile', validations: null, options: null,
  position: 0, shownInProfile: true, archivedAt: null, valueCount: 1, ...over,
});
const entries = (canEdit = true) => [
  { __typename: 'CustomFieldEntry', viewerCanEdit: canEdit, value: { arrayValue: ['sas'] }, field: field({ _id: 'f-entity', slug: 'legal_entity', type: 'select_dropdown', label: { en: 'Legal entity' }, category: 'Company', options: [{ value: 'sas', labels: { en: 'SAS' } }, { value: 'llc', labels: { en: 'LLC' } }] }) },
  { __typename: 'CustomFieldEntry', viewerCanEdit: canEdit, value: { numberValue: 250000 }, field: field({ _id: 'f-funding', slug: 'funding_raised', type: 'number', label: { en: 'Funding raised' }, category: 'Finance', validations: { min: 0, integer: true } }) },
  { __typename: 'CustomFieldEntry', viewerCanEdit: canEdit, value: null, field: field({ _id: 'f-motto', slug: 'motto', type: 'text', label: { en: 'Motto' }, category: 'Company', validations: { maxLength: 5 } }) },
  { __typename: 'CustomFieldEntry', viewerCanEdit: canEdit, value: { textValue: 'secret' }, field: field({ _id: 'f-hidden', slug: 'hidden_one', type: 'text', label: { en: 'Hidden from profile' }, shownInProfile: false }) },
];
const values = (canEdit = true) => () => ({ data: { customFieldValues: entries(canEdit) } });

describe('startup custom-fields tab', () => {
  it('shows the values by group in the template order, leaving out fields hidden from the profile', async () => {
    renderTab('custom-fields', <StartupCustomFieldsPage />, { CustomFieldValues: values() });
    const shown = await screen.findAllByTestId('custom-value');
    expect(shown.map((el) => el.getAttribute('data-slug'))).toEqual(['legal_entity', 'motto', 'funding_raised']);
    expect(shown[0]).toHaveTextContent('SAS');
    expect(shown[1]).toHaveTextContent('Not filled in');
    expect(shown[2]).toHaveTextContent('250,000');
    expect(screen.getByText('Company')).toBeInTheDocument();
    expect(screen.queryByText('Hidden from profile')).not.toBeInTheDocument();
  });

  it('a viewer who may not edit reads only', async () => {
    renderTab('custom-fields', <StartupCustomFieldsPage />, { CustomFieldValues: values(false) });
    await screen.findAllByTestId('custom-value');
    expect(screen.queryByTestId('custom-values-edit')).not.toBeInTheDocument();
  });

  it('checks a value with the domain validator before sending, then sends the edited values', async () => {
    const kit = renderTab('custom-fields', <StartupCustomFieldsPage />, {
      CustomFieldValues: values(),
      SetCustomFieldValues: () => ({ data: { setCustomFieldValues: entries().map((e) => ((e.field as { _id?: string })._id === 'f-funding' ? { ...e, value: { numberValue: 300000 } } : e)) } }),
    });
    await userEvent.click(await screen.findByTestId('custom-values-edit'));
    const input = (slug: string) => within(screen.getAllByTestId('custom-input').find((el) => el.getAttribute('data-slug') === slug)!).getByRole('textbox');
    await userEvent.type(input('motto'), 'Far too long');
    await userEvent.click(screen.getByTestId('custom-values-save'));
    expect(await screen.findByText(/Motto.*at most 5/)).toBeInTheDocument();
    expect(kit.callsOf('SetCustomFieldValues')).toHaveLength(0);
    await userEvent.clear(input('motto'));
    const funding = input('funding_raised');
    await userEvent.clear(funding);
    await userEvent.type(funding, '300000');
    await userEvent.click(screen.getByTestId('custom-values-save'));
    // The page shows what the server answered (it replaces the query's entries).
    expect((await screen.findAllByTestId('custom-value')).find((el) => el.getAttribute('data-slug') === 'funding_raised')).toHaveTextContent('300,000');
    const [call] = kit.callsOf('SetCustomFieldValues');
    expect(call?.variables).toMatchObject({ target: 'startup', recordId: STARTUP_ID, values: { 'f-funding': { numberValue: 300000 }, 'f-entity': { arrayValue: ['sas'] }, 'f-motto': null } });
  });

  it('shows the server’s field message under the field it names', async () => {
    renderTab('custom-fields', <StartupCustomFieldsPage />, {
      CustomFieldValues: values(),
      SetCustomFieldValues: () => ({ errors: [{ message: 'values.funding_raised: This value breaks the rule of its field.', extensions: { code: 'ValidationError', fieldErrors: { 'f-funding': { code: 'tooSmall', slug: 'funding_raised', params: { min: 0 } } } } }] }),
    });
    await userEvent.click(await screen.findByTestId('custom-values-edit'));
    await userEvent.click(screen.getByTestId('custom-values-save'));
    const input = screen.getAllByTestId('custom-input').find((el) => el.getAttribute('data-slug') === 'funding_raised')!;
    expect(await within(input).findByText(/greater than or equal to 0/)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderWithRouter } from '../../test/testClient';
import { CustomFieldsPage } from './CustomFieldsPages';
import { ProfileBuilderPage } from './ProfileBuilderPage';

const field = (id: string, slug: string, label: string, over: Record<string, unknown> = {}) => ({
  __typename: 'CustomField', _id: id, target: 'startup', slug, type: 'text', label: { en: label }, helpText: null, category: null, required: false,
  visibility: 'staff', validations: null, options: null, position: 0, shownInProfile: true, archivedAt: null, valueCount: 0, ...over,
});
const FIELDS = [field('f1', 'legal_entity', 'Legal entity'), field('f2', 'funding', 'Funding'), field('f3', 'old', 'Old one', { archivedAt: '2026-01-01T00:00:00.000Z' })];

describe('profile builder', () => {
  it('moves a field with the buttons and saves every field once, archived ones last', async () => {
    const kit = createTestClient({
      CustomFields: () => ({ data: { customFields: FIELDS } }),
      ArrangeCustomFields: () => ({ data: { arrangeCustomFields: [FIELDS[1], FIELDS[0], FIELDS[2]] } }),
    });
    await renderWithRouter(<Routes><Route path="/profiles/:id/builder" element={<ProfileBuilderPage />} /></Routes>, kit.client, '/profiles/startup/builder');
    const rows = await screen.findAllByTestId('template-row');
    expect(rows.map((r) => r.getAttribute('data-slug'))).toEqual(['legal_entity', 'funding']);
    await userEvent.click(within(rows[1]!).getByTestId('template-up'));
    expect(screen.getAllByTestId('template-row').map((r) => r.getAttribute('data-slug'))).toEqual(['funding', 'legal_entity']);
    await userEvent.click(within(screen.getAllByTestId('template-row')[0]!).getByTestId('template-shown'));
    await userEvent.click(screen.getByTestId('template-save'));
    await waitFor(() => expect(kit.callsOf('ArrangeCustomFields')).toHaveLength(1));
    expect(kit.callsOf('ArrangeCustomFields')[0]?.variables).toEqual({
      target: 'startup',
      items: [
        { fieldId: 'f2', category: null, shownInProfile: false },
        { fieldId: 'f1', category: null, shownInProfile: true },
        { fieldId: 'f3', category: null, shownInProfile: true },
      ],
    });
  });

  it('an unknown kind of record has no template', async () => {
    const kit = createTestClient({});
    await renderWithRouter(<Routes><Route path="/profiles/:id/builder" element={<ProfileBuilderPage />} /></Routes>, kit.client, '/profiles/p1/builder');
    expect(await screen.findByText('There is no profile template for this kind of record.')).toBeInTheDocument();
  });
});

describe('custom field editor', () => {
  it('names the problems before sending, makes the slug from the label, and creates the field', async () => {
    const kit = createTestClient({
      CustomFields: () => ({ data: { customFields: FIELDS } }),
      CreateCustomField: (v) => ({ data: { createCustomField: field('f9', String((v.input as { slug: string }).slug), 'Board seats') } }),
    });
    await renderWithRouter(<Routes><Route path="/fields/customs/*" element={<CustomFieldsPage />} /></Routes>, kit.client, '/fields/customs/new?target=startup');
    await userEvent.click(await screen.findByTestId('field-save'));
    expect(screen.getByText('Give the field a label in at least one language.')).toBeInTheDocument();
    expect(kit.callsOf('CreateCustomField')).toHaveLength(0);
    await userEvent.type(screen.getByTestId('field-label-en'), 'Board seats');
    expect(screen.getByTestId('field-slug')).toHaveValue('board_seats');
    await userEvent.click(screen.getByTestId('field-save'));
    await waitFor(() => expect(kit.callsOf('CreateCustomField')).toHaveLength(1));
    expect(await screen.findByTestId('custom-fields-page', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(kit.callsOf('CreateCustomField')[0]?.variables).toMatchObject({ input: { target: 'startup', slug: 'board_seats', type: 'text', label: { en: 'Board seats' }, visibility: 'staff', required: false } });
  });
});

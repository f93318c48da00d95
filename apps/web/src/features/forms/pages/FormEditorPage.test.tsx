import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormDefinition } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createTestClient } from '../../../test/testClient';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { FormEditorPage } from './FormEditorPage';

const draft = (arabicRevenue: boolean): FormDefinition => ({
  languages: ['en', 'ar'],
  questions: [
    { id: 'name', type: 'text', label: { en: 'Name', ar: 'الاسم' } },
    { id: 'revenue', type: 'number', label: arabicRevenue ? { en: 'Revenue', ar: 'الإيرادات' } : { en: 'Revenue' } },
  ],
});
const formDetail = (definition: FormDefinition) => ({
  __typename: 'Form',
  _id: 'f-1',
  kind: 'survey',
  name: 'Check-in',
  description: null,
  status: 'draft',
  updatedAt: '2026-01-01T00:00:00.000Z',
  archivedAt: null,
  responseCount: 0,
  viewerCanEdit: true,
  latestVersion: null,
  draft: definition,
  shareUuid: null,
  allowAnonymous: false,
  viewerCanViewResponses: true,
  versions: [],
});

function renderEditor(definition: FormDefinition) {
  const kit = createTestClient({
    Form: () => ({ data: { form: formDetail(definition) } }),
    PublishForm: () => ({ data: { publishForm: { ...formDetail(definition), status: 'published', latestVersion: { __typename: 'FormVersion', _id: 'v-1', number: 1, publishedAt: '2026-01-02T00:00:00.000Z' } } } }),
  });
  renderWithProviders(
    <ApolloProvider client={kit.client}>
      <MemoryRouter initialEntries={['/forms/management/f-1/edit']}>
        <Routes>
          <Route path="/forms/management/:id/edit" element={<FormEditorPage />} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return kit;
}

describe('publishing a form with untranslated texts (D-221: warn, never refuse)', () => {
  it('asks first, listing the questions; "Back" publishes nothing, "Publish anyway" publishes', async () => {
    const user = userEvent.setup();
    const kit = renderEditor(draft(false));
    await user.click(await screen.findByTestId('form-publish'));
    const modal = await screen.findByRole('dialog', { name: 'Publish with missing translations?' });
    expect(modal).toHaveTextContent('2. Revenue — Missing in العربية: the label');
    await user.click(screen.getByTestId('publish-gaps-cancel'));
    await waitFor(() => expect(screen.queryByTestId('publish-gaps-confirm')).toBeNull());
    expect(kit.callsOf('PublishForm')).toHaveLength(0);
    await user.click(screen.getByTestId('form-publish'));
    await user.click(await screen.findByTestId('publish-gaps-confirm'));
    await waitFor(() => expect(kit.callsOf('PublishForm')).toHaveLength(1));
  });

  it('publishes at once when every text is in every language', async () => {
    const user = userEvent.setup();
    const kit = renderEditor(draft(true));
    await user.click(await screen.findByTestId('form-publish'));
    await waitFor(() => expect(kit.callsOf('PublishForm')).toHaveLength(1));
    expect(screen.queryByTestId('publish-gaps-confirm')).toBeNull();
  });
});

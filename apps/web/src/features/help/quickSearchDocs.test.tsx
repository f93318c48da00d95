import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { QuickSearchPanel } from '../quick-search';

describe('quick search → documentation search', () => {
  it('offers to search the documentation for the words that matched no module', async () => {
    const onSearchDocs = vi.fn();
    const items = [{ key: 'calendar', label: 'Calendar', description: 'Your meetings.', trail: [], path: '/calendar', locked: false, quickModal: false }];
    await renderWithProviders(<QuickSearchPanel opened items={items} onClose={vi.fn()} onChoose={vi.fn()} onSearchDocs={onSearchDocs} />);
    await userEvent.type(await screen.findByTestId('quick-search-input'), 'password reset');
    const button = await screen.findByRole('button', { name: 'Search the documentation for “password reset”' });
    await userEvent.click(button);
    expect(onSearchDocs).toHaveBeenCalledWith('password reset');
  });
});

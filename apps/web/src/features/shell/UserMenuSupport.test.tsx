import { Menu } from '@mantine/core';
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { closeHelpDocs, useHelpDocsState } from '../help';
import { UserMenuSupport } from './UserMenuSupport';

async function renderOpenMenu(): Promise<void> {
  await renderWithProviders(
    <Menu opened>
      <Menu.Target>
        <button type="button">menu</button>
      </Menu.Target>
      <Menu.Dropdown>
        <UserMenuSupport supportEmail="help@example.org" />
      </Menu.Dropdown>
    </Menu>,
  );
}

describe('user-menu support (CHR-20)', () => {
  afterEach(() => closeHelpDocs());

  it('offers Search docs, Docs and Contact under Support', async () => {
    await renderOpenMenu();
    expect(screen.getByText('Support')).toBeInTheDocument();
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Search docs', 'Docs', 'Contact']);
  });

  it('Search docs opens the documentation search, Docs opens the documentation home, Contact mails support', async () => {
    const docs = renderHook(() => useHelpDocsState());
    await renderOpenMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Search docs' }));
    expect(docs.result.current).toMatchObject({ opened: true, query: '', slug: null });
    act(() => closeHelpDocs());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Docs' }));
    expect(docs.result.current).toMatchObject({ opened: true, slug: 'welcome' });
    expect(screen.getByRole('menuitem', { name: 'Contact' })).toHaveAttribute('href', 'mailto:help@example.org');
  });
});

import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useQuickModal } from '../../lib/quickModal/quickModal';
import { renderWithProviders } from '../../test/renderWithProviders';
import { pageForPath, QuickModalHost } from './QuickModalHost';

describe('quick modal (CHR-17)', () => {
  it('finds the page of an entry path', () => {
    expect(pageForPath('/admin/configuration/users')).toBe('settings.users');
    expect(pageForPath('/tasks')).toBe('tasks');
    expect(pageForPath('/no/such/path')).toBe('notFound');
  });

  it('shows the page over the current one, titled, with a way to the full page', async () => {
    let open: ((target: { path: string; title: string }) => void) | undefined;
    function Opener() {
      const api = useQuickModal();
      useEffect(() => {
        open = api?.open;
      }, [api]);
      return null;
    }
    await renderWithProviders(
      <MemoryRouter initialEntries={['/']}>
        <QuickModalHost>
          <Opener />
        </QuickModalHost>
      </MemoryRouter>,
    );
    expect(open).toBeDefined();
    act(() => open?.({ path: '/emails/management', title: 'Emails' }));
    expect(await screen.findByRole('dialog', { name: 'Emails' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open full page' })).toBeInTheDocument();
  });
});

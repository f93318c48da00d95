import { MantineProvider, Menu, Modal } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from './theme';

function Dialog({ opened }: { opened: boolean }) {
  return (
    <MantineProvider theme={theme}>
      <Modal opened={opened} onClose={() => undefined} title="Delete task">
        Are you sure?
      </Modal>
    </MantineProvider>
  );
}

describe('modals (LOC-16)', () => {
  afterEach(() => vi.useRealTimers());

  it('close with a 300 ms animation: still shown just before, gone once it has run', async () => {
    vi.useFakeTimers();
    const { rerender } = render(<Dialog opened />);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('dialog', { name: 'Delete task' })).toBeInTheDocument();
    rerender(<Dialog opened={false} />);
    await act(() => vi.advanceTimersByTimeAsync(290));
    expect(screen.queryByRole('dialog', { name: 'Delete task' })).toBeInTheDocument();
    // Mantine starts the timer two animation frames (~32 ms) after the close.
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(screen.queryByRole('dialog', { name: 'Delete task' })).toBeNull();
  });
});

describe('menus (D-173)', () => {
  it('an open menu owns only menu items: no focusable placeholder that axe reads as a child it does not allow', async () => {
    render(
      <MantineProvider theme={theme}>
        <Menu defaultOpened>
          <Menu.Target>
            <button type="button">Bulk actions</button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item>Tag</Menu.Item>
            <Menu.Divider />
            <Menu.Item>Archive</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </MantineProvider>,
    );
    const menu = await screen.findByRole('menu');
    const children = Array.from(menu.children);
    expect(children.filter((child) => child.getAttribute('role') === 'menuitem')).toHaveLength(2);
    // ARIA 1.2 §5.2.6 / axe aria-required-children: besides items, only what carries no role of its own — and a
    // presentational or generic child must not be focusable, or it is not presentational (the old placeholder was).
    for (const child of children) {
      const role = child.getAttribute('role');
      const transparent = (role === null || role === 'presentation' || role === 'none') && !child.hasAttribute('tabindex');
      expect(role === 'menuitem' || role === 'separator' || transparent, child.outerHTML).toBe(true);
    }
  });
});

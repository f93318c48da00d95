import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { useQuickSearchShortcut } from './QuickSearch';
import { QuickSearchPanel } from './QuickSearchPanel';
import { buildSearchIndex, searchItems, type SearchItem } from './searchIndex';
import { isQuickSearchShortcut } from './shortcut';

const ITEMS: SearchItem[] = [
  { key: 'calendar', label: 'Calendar', description: 'Your meetings and events in one place.', trail: [], path: '/calendar', locked: false, quickModal: false },
  { key: 'courses.home', label: 'Courses home', description: 'Browse the courses open to you.', trail: ['Courses'], path: '/courses/home', locked: false, quickModal: false },
  { key: 'tasks', label: 'Tasks', description: 'Follow up on what needs doing.', trail: [], path: '/tasks', locked: false, quickModal: false },
];

function Harness({ onChoose }: { onChoose: (item: SearchItem) => void }) {
  const [opened, setOpened] = useState(false);
  useQuickSearchShortcut(() => setOpened(true));
  return (
    <>
      <input data-testid="other-input" />
      <button type="button" data-testid="other-button">
        x
      </button>
      <div contentEditable data-testid="editable" suppressContentEditableWarning>
        text
      </div>
      <QuickSearchPanel opened={opened} items={ITEMS} onClose={() => setOpened(false)} onChoose={onChoose} />
    </>
  );
}

const isOpen = () => screen.queryByTestId('quick-search-input') !== null;

describe('quick search (CHR-27..31)', () => {
  it('opens with "/" and with Ctrl+K or Cmd+K on the page', async () => {
    await renderWithProviders(<Harness onChoose={vi.fn()} />);
    expect(isOpen()).toBe(false);
    act(() => void fireEvent.keyDown(document.body, { key: '/' }));
    await screen.findByTestId('quick-search-input');
    expect(isQuickSearchShortcut({ key: 'k', ctrlKey: true, metaKey: false, altKey: false, target: document.body })).toBe(true);
    expect(isQuickSearchShortcut({ key: 'k', ctrlKey: false, metaKey: true, altKey: false, target: document.body })).toBe(true);
    expect(isQuickSearchShortcut({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, target: document.body })).toBe(false);
  });

  it('Ctrl+K opens it; Escape closes it', async () => {
    await renderWithProviders(<Harness onChoose={vi.fn()} />);
    act(() => void fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true }));
    await screen.findByTestId('quick-search-input');
    fireEvent.keyDown(screen.getByTestId('quick-search-input'), { key: 'Escape' });
    await vi.waitFor(() => expect(isOpen()).toBe(false));
  });

  it('ignores the shortcuts while focus is in an input, button or editable area', async () => {
    await renderWithProviders(<Harness onChoose={vi.fn()} />);
    for (const id of ['other-input', 'other-button', 'editable']) {
      fireEvent.keyDown(screen.getByTestId(id), { key: '/' });
      fireEvent.keyDown(screen.getByTestId(id), { key: 'k', metaKey: true });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(isOpen(), id).toBe(false);
    }
    for (const tag of ['textarea', 'select']) {
      const el = document.createElement(tag);
      expect(isQuickSearchShortcut({ key: '/', ctrlKey: false, metaKey: false, altKey: false, target: el })).toBe(false);
    }
  });

  it('arrow keys move the selection, Enter opens the selected entry', async () => {
    const onChoose = vi.fn();
    await renderWithProviders(<Harness onChoose={onChoose} />);
    act(() => void fireEvent.keyDown(document.body, { key: '/' }));
    const input = await screen.findByTestId('quick-search-input');
    const selected = () => screen.getAllByRole('option').findIndex((o) => o.getAttribute('aria-selected') === 'true');
    expect(selected()).toBe(0);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()).toBe(2);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()).toBe(0);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(selected()).toBe(2);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith(ITEMS[2]);
  });

  it('matches names and descriptions; no match shows the three empty-state texts', async () => {
    expect(searchItems(ITEMS, 'calen').map((i) => i.key)).toEqual(['calendar']);
    expect(searchItems(ITEMS, 'MEETINGS').map((i) => i.key)).toEqual(['calendar']);
    expect(searchItems(ITEMS, 'browse').map((i) => i.key)).toEqual(['courses.home']);
    await renderWithProviders(<Harness onChoose={vi.fn()} />);
    act(() => void fireEvent.keyDown(document.body, { key: '/' }));
    fireEvent.change(await screen.findByTestId('quick-search-input'), { target: { value: 'zebra' } });
    const empty = screen.getByTestId('quick-search-empty').textContent ?? '';
    expect(empty).toContain('No results found!');
    expect(empty).toContain('We found no result for your query.');
    expect(empty).toContain('No results for "zebra"');
  });

  it('indexes sitemap entries three levels deep, with trails; locked entries keep no sub-entries', () => {
    const items = buildSearchIndex(
      [
        { name: 'startupsManagement', locked: false, subMenu: [{ name: 'programs', locked: false, subMenu: [{ name: 'startupAssignations', locked: false }] }] },
        { name: 'courses', locked: true, subMenu: [{ name: 'home', locked: false }] },
      ],
      { userId: 'u1', roles: ['Admin'], startupIds: [] },
      { label: (k) => k, description: (k) => `about ${k}` },
    );
    expect(items.map((i) => [i.key, i.trail.length, i.path])).toEqual([
      ['startupsManagement', 0, '/startups/management'],
      ['programs', 1, '/startups/programs/incubator-plans'],
      ['startupAssignations', 2, '/startups/programs/startup-assignations'],
      ['courses', 0, '/courses/home'],
    ]);
    expect(items[3]?.locked).toBe(true);
  });
  it('emails, user management, feedback, articles and forms under another menu open as a quick modal (CHR-17)', () => {
    const items = buildSearchIndex(
      [
        { name: 'emails', locked: false },
        {
          name: 'startupsManagement',
          locked: false,
          subMenu: ['articles', 'forms', 'emails', 'feedback', 'mentors'].map((name) => ({ name, locked: false })),
        },
        { name: 'organisationSettings', locked: false, subMenu: [{ name: 'userManagement', locked: false }, { name: 'industries', locked: false }] },
      ],
      { userId: 'u1', roles: ['Admin'], startupIds: [] },
      { label: (k) => k, description: (k) => k },
    );
    const quick = Object.fromEntries(items.map((i) => [i.key, i.quickModal]));
    // emails is indexed once, where it first appears: at the top level, as a page of its own.
    expect(quick).toEqual({
      emails: false,
      startupsManagement: false,
      articles: true,
      forms: true,
      feedback: true,
      mentors: false,
      organisationSettings: false,
      userManagement: true,
      industries: false,
    });
  });
});

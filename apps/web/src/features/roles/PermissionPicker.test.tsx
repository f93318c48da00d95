import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import dePermissions from '../../locales/de/permissions.json';
import { renderWithProviders } from '../../test/renderWithProviders';
import { i18n } from '../../app/i18n/i18n';
import { PermissionPicker } from './PermissionPicker';
import type { CatalogueEntry } from './permissionPicker';

const entry = (key: string, area: string, name: string, description: string): CatalogueEntry => ({ key, area, name, description, supportsAssigned: false });
const CATALOGUE = [
  entry('ARTICLES:EDIT', 'Articles', 'Manage articles', 'Create, edit and delete knowledge-base articles.'),
  entry('TASK/TASK:DELETE', 'Task', 'Delete tasks', 'Delete tasks (checked with the task id).'),
  // A key the web files do not know yet: the server's English text shows.
  entry('ROCKET:LAUNCH', 'Rocket', 'Launch rockets', 'Start a launch sequence.'),
];

describe('permission picker in the user language', () => {
  it('shows translated areas, names and descriptions, falls back to the server text, and searches both', async () => {
    await renderWithProviders(<span />);
    try {
      await i18n.changeLanguage('de');
      await i18n.loadNamespaces(['permissions']);
      await renderWithProviders(<PermissionPicker catalogue={CATALOGUE} value={{ 'TASK/TASK:DELETE': 'all' }} onChange={() => undefined} />);
      const areas = screen.getAllByTestId('permission-area');
      expect(areas.map((a) => a.getAttribute('data-area'))).toEqual(['Articles', 'Task', 'Rocket']);
      expect(areas[1]).toHaveTextContent(dePermissions.areas.Task);
      expect(areas[2]).toHaveTextContent('Rocket');

      const rows = new Map(screen.getAllByTestId('permission-row').map((row) => [row.getAttribute('data-key'), row]));
      const task = rows.get('TASK/TASK:DELETE') as HTMLElement;
      expect(task).toHaveTextContent(dePermissions.TASK_TASK_DELETE.name);
      expect(task).toHaveTextContent(dePermissions.TASK_TASK_DELETE.description);
      expect(task).toHaveTextContent('TASK/TASK:DELETE');
      expect(within(task).getByRole('checkbox', { hidden: true })).toBeChecked();
      expect(rows.get('ROCKET:LAUNCH')).toHaveTextContent('Launch rockets');
      expect(rows.get('ROCKET:LAUNCH')).toHaveTextContent('Start a launch sequence.');

      const search = screen.getByRole('textbox');
      fireEvent.change(search, { target: { value: 'Wissensdatenbank' } });
      expect(screen.getAllByTestId('permission-area').map((a) => a.getAttribute('data-area'))).toEqual(['Articles']);
      fireEvent.change(search, { target: { value: 'knowledge-base' } });
      expect(screen.getAllByTestId('permission-area').map((a) => a.getAttribute('data-area'))).toEqual(['Articles']);
      fireEvent.change(search, { target: { value: 'launch sequence' } });
      expect(screen.getAllByTestId('permission-area').map((a) => a.getAttribute('data-area'))).toEqual(['Rocket']);
      expect(screen.getByText('Launch rockets')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SavedViewsMenu, type NamedView } from './SavedViewsMenu';

const views: NamedView[] = [
  { _id: 'v1', name: 'Fintech only' },
  { _id: 'v2', name: 'Needs attention' },
];

function setup(overrides: Partial<Parameters<typeof SavedViewsMenu<NamedView>>[0]> = {}) {
  const props = {
    views,
    current: null,
    onApply: vi.fn(),
    onSaveAs: vi.fn(async (name: string) => ({ _id: 'v3', name })),
    saving: false,
    saveError: null,
    onUpdate: vi.fn(),
    onDelete: vi.fn(async () => undefined),
    defaultLabel: 'All startups (default view)',
    testIdPrefix: 'saved-view',
    ...overrides,
  };
  return { props, view: renderWithProviders(<SavedViewsMenu {...props} />) };
}

describe('SavedViewsMenu', () => {
  it('applies a saved view and the default one', async () => {
    const { props, view } = setup();
    await view;
    fireEvent.click(screen.getByTestId('saved-views'));
    fireEvent.click(await screen.findByText('Needs attention'));
    expect(props.onApply).toHaveBeenCalledWith(views[1]);
  });

  it('names and saves the current filters as a new view, then applies it', async () => {
    const { props, view } = setup();
    await view;
    fireEvent.click(screen.getByTestId('saved-views'));
    fireEvent.click(await screen.findByTestId('saved-views-new'));
    fireEvent.change(await screen.findByTestId('saved-view-name'), { target: { value: 'Seed stage' } });
    fireEvent.click(screen.getByTestId('saved-view-save'));
    await waitFor(() => expect(props.onApply).toHaveBeenCalledWith({ _id: 'v3', name: 'Seed stage' }));
    expect(props.onSaveAs).toHaveBeenCalledWith('Seed stage');
  });

  it('keeps the dialog open with the error when saving is refused', async () => {
    const { props, view } = setup({ onSaveAs: vi.fn(async () => null), saveError: new Error('name: A view with this name exists.') });
    await view;
    fireEvent.click(screen.getByTestId('saved-views'));
    fireEvent.click(await screen.findByTestId('saved-views-new'));
    fireEvent.change(await screen.findByTestId('saved-view-name'), { target: { value: 'Fintech only' } });
    fireEvent.click(screen.getByTestId('saved-view-save'));
    await waitFor(() => expect(props.onSaveAs).toHaveBeenCalled());
    expect(props.onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('saves into the applied view; deleting the applied view falls back to the default one', async () => {
    const { props, view } = setup({ current: views[0] });
    await view;
    fireEvent.click(screen.getByTestId('saved-views'));
    fireEvent.click(await screen.findByText('Save changes to “Fintech only”'));
    expect(props.onUpdate).toHaveBeenCalledWith(views[0]);
    fireEvent.click(screen.getByTestId('saved-views'));
    fireEvent.click(await screen.findByLabelText('Delete the view Fintech only'));
    await waitFor(() => expect(props.onApply).toHaveBeenCalledWith(null));
    expect(props.onDelete).toHaveBeenCalledWith(views[0]);
  });
});

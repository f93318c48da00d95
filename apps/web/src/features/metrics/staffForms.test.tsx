/** The metrics staff forms say what is wrong on save and focus the first invalid field (D1 §5, D-93). */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CollectionForm } from './CollectionForm';
import { emptyCollection } from './collectionForm';
import { MetricEditor } from './MetricEditor';
import { NewCategory } from './MetricsConfigPage';
import { emptyMetricForm } from './metricForm';
import { createTestClient, renderWithRouter } from '../../test/testClient';

const client = () => createTestClient({}).client;

describe('metrics staff forms on save (D-93)', () => {
  it('metric: with no name, "Give the metric a name…" shows and the name takes the focus', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithRouter(<MetricEditor initial={emptyMetricForm()} metrics={[]} categories={[]} editingId={null} onSubmit={onSubmit} onCancel={() => undefined} />, client());
    fireEvent.click(screen.getByTestId('metric-save'));
    expect(await screen.findByText('Give the metric a name in at least one language.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('metric-name-en')));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('collection: an empty one names its missing fields and focuses the name', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithRouter(<CollectionForm initial={emptyCollection()} metrics={[]} programs={[{ _id: 'p1', name: 'Spring' }]} onSubmit={onSubmit} onCancel={() => undefined} />, client());
    fireEvent.click(screen.getByTestId('collection-save'));
    expect(await screen.findByText('Give the collection a name.')).toBeInTheDocument();
    expect(screen.getByText('Choose a program.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('collection-name')));
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('new category: an empty name says it is required and keeps the focus; nothing is created', async () => {
    const onCreate = vi.fn(async () => undefined);
    await renderWithRouter(<NewCategory onCreate={onCreate} />, client());
    fireEvent.submit(screen.getByTestId('new-category-form'));
    expect(await screen.findByText(/is a required field$/)).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('new-category-name')));
    expect(onCreate).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('new-category-name'), { target: { value: 'Growth' } });
    fireEvent.submit(screen.getByTestId('new-category-form'));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith('Growth'));
  });
});

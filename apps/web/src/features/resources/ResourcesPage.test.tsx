import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderWithRouter, type OperationHandler } from '../../test/testClient';
import { ResourcePage } from './ResourcePage';
import { ResourceSectionPage } from './ResourceSectionPage';
import { ResourcesPage } from './ResourcesPage';
import { slugOf } from './paths';

const section = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ResourceSection',
  _id: id,
  title: `Section ${id}`,
  description: `About ${id}`,
  audienceRoleIds: [],
  resourceCount: 2,
  viewerCanManage: false,
  ...overrides,
});
const resource = (id: string, kind: 'link' | 'file' | 'page', overrides: Record<string, unknown> = {}) => ({
  __typename: 'Resource',
  _id: id,
  sectionId: 's-1',
  sectionTitle: 'Fundraising',
  kind,
  title: `Resource ${id}`,
  description: '',
  url: kind === 'link' ? 'https://www.example.com/guide' : null,
  body: kind === 'page' ? 'Read https://docs.example.com/a.\nThen ask us.' : null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  viewerCanManage: false,
  file: kind === 'file' ? { __typename: 'ResourceFile', _id: `f-${id}`, name: 'term-sheet.pdf', url: `/files/f-${id}/term-sheet.pdf?access=x`, sizeBytes: 2048, contentType: 'application/pdf' } : null,
  ...overrides,
});
const library = (extra: Record<string, unknown> = {}) => ({
  data: { resourceLibrary: { __typename: 'ResourceLibrary', sections: [], results: [], viewerCanManage: false, audienceEditable: false, roleOptions: [], ...extra } },
});

function render(ui: React.ReactElement, route: string, handlers: Record<string, OperationHandler>) {
  const kit = createTestClient(handlers);
  void renderWithRouter(
    <Routes>
      <Route path="/resources" element={ui} />
      <Route path="/resources/section/:id/*" element={ui} />
      <Route path="/resources/internal/:id" element={ui} />
    </Routes>,
    kit.client,
    route,
  );
  return kit;
}

describe('resource library (D-582)', () => {
  it('shows a member the sections as cards, with their counts and addresses, and nothing to change', async () => {
    render(<ResourcesPage />, '/resources', { ResourceLibrary: () => library({ sections: [section('s-1', { title: 'Getting started', resourceCount: 1 }), section('s-2')] }) });
    const cards = await screen.findAllByTestId('resource-section-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('resource-section-link')).toHaveAttribute('href', '/resources/section/s-1/getting-started');
    expect(within(cards[0]!).getByTestId('resource-section-count')).toHaveTextContent('1 resource');
    expect(within(cards[1]!).getByTestId('resource-section-count')).toHaveTextContent('2 resources');
    expect(screen.queryByTestId('resource-section-new')).toBeNull();
    expect(screen.queryByTestId('resource-section-menu')).toBeNull();
  });

  it('lets staff create a section for some roles, and says what is missing first', async () => {
    const kit = render(<ResourcesPage />, '/resources', {
      ResourceLibrary: () =>
        library({
          sections: [section('s-1', { audienceRoleIds: ['r-mentor'], viewerCanManage: true })],
          viewerCanManage: true,
          audienceEditable: true,
          roleOptions: [{ __typename: 'ResourceRoleOption', value: 'r-mentor', label: 'Mentor' }],
        }),
      CreateResourceSection: (variables) => ({ data: { createResourceSection: section('s-new', { ...(variables.input as object), resourceCount: 0 }) } }),
    });
    expect(await screen.findByTestId('resource-section-audience-badge')).toHaveTextContent('Only for Mentor');
    fireEvent.click(screen.getByTestId('resource-section-new'));
    fireEvent.click(await screen.findByTestId('resource-section-save'));
    expect(await screen.findByText('Title is a required field')).toBeInTheDocument();
    expect(kit.callsOf('CreateResourceSection')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('resource-section-title'), { target: { value: '  Legal  ' } });
    fireEvent.click(screen.getByTestId('resource-section-save'));
    await waitFor(() => expect(kit.callsOf('CreateResourceSection')).toHaveLength(1));
    expect(kit.callsOf('CreateResourceSection')[0]?.variables).toEqual({ input: { title: 'Legal', description: '', audienceRoleIds: [] } });
  });

  it('searches every resource the viewer sees and says when nothing matches', async () => {
    const kit = render(<ResourcesPage />, '/resources', {
      ResourceLibrary: (variables) =>
        library({ sections: [section('s-1')], results: variables.search === 'term' ? [resource('r-1', 'file', { title: 'Term sheet' })] : [] }),
    });
    await screen.findAllByTestId('resource-section-card');
    fireEvent.change(screen.getByTestId('resources-search'), { target: { value: 'term' } });
    const results = await screen.findByTestId('resources-results', undefined, { timeout: 2000 });
    await waitFor(() => expect(within(results).getAllByTestId('resource-row')).toHaveLength(1));
    expect(within(results).getByText('Fundraising')).toHaveAttribute('href', '/resources/section/s-1/fundraising');
    expect(kit.callsOf('ResourceLibrary').at(-1)?.variables).toEqual({ search: 'term' });
    fireEvent.change(screen.getByTestId('resources-search'), { target: { value: 'zzz' } });
    expect(await screen.findByTestId('resources-no-results', undefined, { timeout: 2000 })).toHaveTextContent('Nothing matches “zzz”.');
  });

  it('tells a member when the library is empty', async () => {
    render(<ResourcesPage />, '/resources', { ResourceLibrary: () => library() });
    expect(await screen.findByTestId('resources-empty')).toHaveTextContent('When the programme team shares guides and templates');
  });

  it('lists a section’s resources, each leading where it should', async () => {
    render(<ResourceSectionPage />, '/resources/section/s-1/fundraising', {
      ResourceSection: () => ({ data: { resourceSection: { ...section('s-1', { title: 'Fundraising' }), resources: [resource('r-1', 'link'), resource('r-2', 'file'), resource('r-3', 'page')] } } }),
    });
    const rows = await screen.findAllByTestId('resource-row');
    expect(rows.map((row) => row.dataset.kind)).toEqual(['link', 'file', 'page']);
    const [link, file, page] = rows.map((row) => within(row).getByTestId('resource-open'));
    expect(link).toHaveAttribute('href', 'https://www.example.com/guide');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(rows[0]!).getByText('example.com')).toBeInTheDocument();
    expect(file).toHaveAttribute('href', '/files/f-r-2/term-sheet.pdf?access=x');
    expect(within(rows[1]!).getByText('term-sheet.pdf · 2 kB')).toBeInTheDocument();
    expect(page).toHaveAttribute('href', '/resources/internal/r-3');
    expect(screen.queryByTestId('resource-new')).toBeNull();
  });

  it('lets staff add a link, refusing what is not a web address', async () => {
    const kit = render(<ResourceSectionPage />, '/resources/section/s-1', {
      ResourceSection: () => ({ data: { resourceSection: { ...section('s-1', { viewerCanManage: true, resourceCount: 0 }), resources: [] } } }),
      CreateResource: (variables) => ({ data: { createResource: resource('r-new', 'link', { title: (variables.input as { title: string }).title }) } }),
    });
    expect(await screen.findByTestId('resource-section-empty')).toHaveTextContent('Add a link, a file or a page');
    fireEvent.click(screen.getByTestId('resource-new'));
    fireEvent.change(await screen.findByTestId('resource-title'), { target: { value: 'Pitch guide' } });
    fireEvent.change(screen.getByTestId('resource-url'), { target: { value: 'not a link' } });
    fireEvent.click(screen.getByTestId('resource-save'));
    expect(await screen.findByText('Enter a web address, such as https://example.com')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('resource-url'), { target: { value: 'example.com/pitch' } });
    fireEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(kit.callsOf('CreateResource')).toHaveLength(1));
    expect(kit.callsOf('CreateResource')[0]?.variables).toEqual({
      sectionId: 's-1',
      input: { kind: 'link', title: 'Pitch guide', description: '', url: 'example.com/pitch', body: null, fileId: null },
    });
  });

  it('shows a page’s text with its links, and the way back', async () => {
    render(<ResourcePage />, '/resources/internal/r-3', { Resource: () => ({ data: { resource: resource('r-3', 'page') } }) });
    const body = await screen.findByTestId('resource-body');
    expect(body.textContent).toBe('Read https://docs.example.com/a.\nThen ask us.');
    expect(within(body).getByRole('link')).toHaveAttribute('href', 'https://docs.example.com/a');
    expect(screen.getByRole('link', { name: 'Fundraising' })).toHaveAttribute('href', '/resources/section/s-1/fundraising');
    expect(screen.queryByTestId('resource-edit')).toBeNull();
  });

  it('answers a hidden or missing resource with the server’s refusal', async () => {
    render(<ResourcePage />, '/resources/internal/r-9', { Resource: () => ({ errors: [{ message: 'This resource does not exist or is not shared with you.', extensions: { code: 'NotFound' } }] }) });
    expect(await screen.findByTestId('resource-error')).toBeInTheDocument();
  });

  it('makes readable addresses from titles in any script', () => {
    expect(slugOf('Legal & templates!')).toBe('legal-templates');
    expect(slugOf('التمويل والمستثمرون')).toBe('التمويل-والمستثمرون');
    expect(slugOf('***')).toBe('');
  });
});

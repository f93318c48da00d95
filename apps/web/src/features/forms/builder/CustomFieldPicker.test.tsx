import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoleType } from '@hatchery/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, renderWithClient } from '../../../test/testClient';
import { CustomFieldPicker } from './CustomFieldPicker';

const viewerState = vi.hoisted(() => ({ roles: ['Admin'] as RoleType[] }));
vi.mock('../../../app/viewer/ViewerContext', () => ({
  useViewer: () => ({ status: 'authenticated', user: { _id: 'u-me', fullName: 'Avery Admin' }, roles: viewerState.roles }),
}));

const field = (id: string, slug: string, en: string) => ({ __typename: 'CustomField', _id: id, slug, label: { en } });
const CHOICES = () => ({ data: { startupFields: [field('f-1', 'legal_entity', 'Legal entity'), field('f-2', 'funding_raised', 'Funding raised')], userFields: [field('f-3', 'motto', 'Motto')], applicationFields: [field('f-4', 'how_heard', 'How did you hear of us?')] } });

describe('CustomFieldPicker (the builder’s custom_field question)', () => {
  beforeEach(() => {
    viewerState.roles = ['Admin'];
  });

  it('lets an administrator pick a startup, user or application field by label and slug', async () => {
    const kit = createTestClient({ CustomFieldChoices: CHOICES });
    const onChange = vi.fn();
    await renderWithClient(<CustomFieldPicker value={undefined} onChange={onChange} />, kit.client);
    const select = screen.getByTestId('rule-customFieldId');
    await waitFor(() => expect(kit.callsOf('CustomFieldChoices')).toHaveLength(1));
    await userEvent.click(select);
    expect(await screen.findByText('Startup fields')).toBeInTheDocument();
    expect(screen.getByText('User fields')).toBeInTheDocument();
    expect(screen.getByText('Application fields')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('option', { name: 'Motto (motto)', hidden: true }));
    expect(onChange).toHaveBeenCalledWith('f-3');
    fireEvent.click(await screen.findByRole('option', { name: 'How did you hear of us? (how_heard)', hidden: true }));
    expect(onChange).toHaveBeenCalledWith('f-4');
  });

  it('shows the chosen field by its label', async () => {
    const kit = createTestClient({ CustomFieldChoices: CHOICES });
    await renderWithClient(<CustomFieldPicker value="f-1" onChange={() => undefined} />, kit.client);
    await waitFor(() => expect(screen.getByTestId('rule-customFieldId')).toHaveValue('Legal entity (legal_entity)'));
  });

  it('keeps the identifier input, and asks nothing, for a viewer who may not read the definitions', async () => {
    viewerState.roles = ['Staff'];
    const kit = createTestClient({ CustomFieldChoices: CHOICES });
    const onChange = vi.fn();
    await renderWithClient(<CustomFieldPicker value="f-9" onChange={onChange} />, kit.client);
    const input = screen.getByRole('textbox', { name: 'Custom field identifier' });
    expect(input).toHaveValue('f-9');
    expect(kit.callsOf('CustomFieldChoices')).toHaveLength(0);
  });
});

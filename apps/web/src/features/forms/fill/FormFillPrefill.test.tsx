import { screen } from '@testing-library/react';
import type { FormDefinition } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderWithClient } from '../../../test/testClient';
import { FormFill } from './FormFill';

/** A form whose custom_field question writes to a text field (the motto), next to an ordinary question. */
const definition: FormDefinition = {
  languages: ['en'],
  questions: [
    { id: 'motto', type: 'custom_field', label: { en: 'Motto' }, validations: { customFieldId: 'cf-1', maxLength: 30 } },
    { id: 'note', type: 'text', label: { en: 'Note' } },
  ],
};
const version = (prefill: Record<string, unknown>) => ({ __typename: 'FormVersion', _id: 'v-1', formId: 'f-1', number: 1, publishedAt: '2026-01-01T00:00:00.000Z', definition, customFieldPrefill: prefill });
const form = (prefill: Record<string, unknown>) => ({ __typename: 'Form', _id: 'f-1', name: 'Profile refresh', description: null, viewerCanAnswer: true, latestVersion: version(prefill) });
const draft = (answers: Record<string, unknown>) => ({ __typename: 'FormSubmission', _id: 's-1', status: 'draft', versionId: 'v-1', answers, submittedAt: null, downloadKey: null, version: version({}), files: [] });

describe('FormFill starts from the custom fields’ values (customFieldPrefill)', () => {
  it('a new answer shows the value held in the custom field', async () => {
    const kit = createTestClient({ FormToFill: () => ({ data: { form: form({ motto: { textValue: 'Build boldly' } }), mySubmission: null } }) });
    await renderWithClient(<FormFill formId="f-1" startupId="st-1" />, kit.client);
    expect(await screen.findByLabelText(/Motto/)).toHaveValue('Build boldly');
    expect(screen.getByLabelText(/Note/)).toHaveValue('');
    // The prefill is asked for the startup the answer is for.
    expect(kit.callsOf('FormToFill')[0]!.variables).toEqual({ formId: 'f-1', startupId: 'st-1' });
  });

  it('a saved draft keeps its own answers: the prefill never overwrites them', async () => {
    const kit = createTestClient({ FormToFill: () => ({ data: { form: form({ motto: { textValue: 'Build boldly' } }), mySubmission: draft({ note: { textValue: 'Half done' } }) } }) });
    await renderWithClient(<FormFill formId="f-1" />, kit.client);
    expect(await screen.findByLabelText(/Note/)).toHaveValue('Half done');
    expect(screen.getByLabelText(/Motto/)).toHaveValue('');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormDefinition } from '@hatchery/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, renderWithClient } from '../../../test/testClient';
import { FormFill } from './FormFill';

const definition: FormDefinition = {
  languages: ['en'],
  questions: [
    { id: 'company', type: 'text', label: { en: 'Company name' }, required: true },
    { id: 'deck', type: 'file', label: { en: 'Pitch deck' }, required: true, validations: { fileTypes: ['pdf'], maxFileSize: 1000, maxFiles: 2 } },
  ],
};
const version = { __typename: 'FormVersion', _id: 'v-1', formId: 'f-1', number: 1, publishedAt: '2026-01-01T00:00:00.000Z', definition, customFieldPrefill: {} };
const form = { __typename: 'Form', _id: 'f-1', name: 'Intake', description: null, viewerCanAnswer: true, latestVersion: version };
const submission = (status: 'draft' | 'submitted', answers: Record<string, unknown>, files: Array<{ _id: string; name: string }> = []) => ({
  __typename: 'FormSubmission',
  _id: 's-1',
  status,
  versionId: 'v-1',
  answers,
  submittedAt: status === 'submitted' ? '2026-01-02T10:00:00.000Z' : null,
  downloadKey: status === 'submitted' ? 'key-1' : null,
  version,
  files: files.map((f) => ({ __typename: 'FormAnswerFile', questionId: 'deck', size: 10, ...f })),
});

function uploadFetch(answer: { status: number; body: unknown }) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const pdf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FormFill (signed-in answers with files)', () => {
  it('saves a draft before the first upload, shows the file with remove, and submits its id in arrayValue', async () => {
    const saves: unknown[] = [];
    const kit = createTestClient({
      FormToFill: () => ({ data: { form, mySubmission: null } }),
      SaveFormDraftAnswers: (v) => {
        saves.push(v.answers);
        return { data: { saveFormDraftAnswers: submission('draft', v.answers as Record<string, unknown>) } };
      },
      SubmitForm: (v) => ({ data: { submitForm: submission('submitted', v.answers as Record<string, unknown>, [{ _id: 'file-1', name: 'deck.pdf' }]) } }),
    });
    const fetchMock = uploadFetch({ status: 201, body: { _id: 'file-1', name: 'deck.pdf', size: 10 } });
    const user = userEvent.setup();
    await renderWithClient(<FormFill formId="f-1" />, kit.client);
    await user.type(await screen.findByLabelText(/Company name/), 'Acme');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, pdf('deck.pdf', 10));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // The draft existed before the bytes were sent: the upload names it.
    expect(kit.callsOf('SaveFormDraftAnswers').length).toBeGreaterThanOrEqual(1);
    const url = String((fetchMock.mock.calls[0] as unknown as [string])[0]);
    expect(url).toContain('referenceType=formAnswer');
    expect(decodeURIComponent(url)).toContain('referenceId=s-1:deck');
    const row = await screen.findByTestId('field-file');
    expect(row).toHaveTextContent('deck.pdf');
    expect(within(row).getByRole('button', { name: 'Remove deck.pdf' })).toBeInTheDocument();

    await user.click(screen.getByTestId('form-review'));
    await user.click(await screen.findByTestId('form-submit'));
    await waitFor(() => expect(kit.callsOf('SubmitForm')).toHaveLength(1));
    expect(kit.callsOf('SubmitForm')[0]!.variables.answers).toEqual({ company: { textValue: 'Acme' }, deck: { arrayValue: ['file-1'] } });
    expect(await screen.findByTestId('form-fill-submitted')).toBeInTheDocument();
    expect(screen.getByTestId('form-fill-pdf')).toHaveAttribute('href', '/download/forms/key-1');
  });

  it('restores a draft with its files by name, and removing a file leaves the required question unanswered', async () => {
    const kit = createTestClient({
      FormToFill: () => ({ data: { form, mySubmission: submission('draft', { company: { textValue: 'Acme' }, deck: { arrayValue: ['file-9'] } }, [{ _id: 'file-9', name: 'old-deck.pdf' }]) } }),
      SaveFormDraftAnswers: (v) => ({ data: { saveFormDraftAnswers: submission('draft', v.answers as Record<string, unknown>) } }),
    });
    const user = userEvent.setup();
    await renderWithClient(<FormFill formId="f-1" />, kit.client);
    expect(await screen.findByTestId('field-file')).toHaveTextContent('old-deck.pdf');
    await user.click(screen.getByRole('button', { name: 'Remove old-deck.pdf' }));
    expect(screen.queryByTestId('field-file')).toBeNull();
    await user.click(screen.getByTestId('form-review'));
    expect(await screen.findByText(/Pitch deck\W+is a required field/)).toBeInTheDocument();
  });

  it('refuses a file of another type, one too large and one too many before sending, with the spec’s messages', async () => {
    const kit = createTestClient({
      FormToFill: () => ({ data: { form, mySubmission: submission('draft', {}, []) } }),
      SaveFormDraftAnswers: (v) => ({ data: { saveFormDraftAnswers: submission('draft', v.answers as Record<string, unknown>) } }),
    });
    const fetchMock = uploadFetch({ status: 201, body: {} });
    const user = userEvent.setup({ applyAccept: false });
    await renderWithClient(<FormFill formId="f-1" />, kit.client);
    await screen.findByTestId('field-file-pick');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['x'], 'deck.png', { type: 'image/png' }));
    expect(await screen.findByText('deck.png is not an allowed type (pdf)')).toBeInTheDocument();
    await user.upload(input, pdf('big.pdf', 2000));
    expect(await screen.findByText(/^big\.pdf is larger than/)).toBeInTheDocument();
    await user.upload(input, [pdf('a.pdf', 1), pdf('b.pdf', 1), pdf('c.pdf', 1)]);
    expect(await screen.findByText(/Pitch deck.* takes at most 2 files/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal at upload in the same words (a file larger than the question allows: 413)', async () => {
    const kit = createTestClient({
      FormToFill: () => ({ data: { form, mySubmission: submission('draft', {}, []) } }),
      SaveFormDraftAnswers: (v) => ({ data: { saveFormDraftAnswers: submission('draft', v.answers as Record<string, unknown>) } }),
    });
    uploadFetch({ status: 413, body: { error: 'PayloadTooLarge', message: 'file: The file is larger than this question allows.' } });
    const user = userEvent.setup();
    await renderWithClient(<FormFill formId="f-1" />, kit.client);
    await screen.findByTestId('field-file-pick');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, pdf('deck.pdf', 10));
    expect(await screen.findByText(/^deck\.pdf is larger than/)).toBeInTheDocument();
    expect(screen.queryByTestId('field-file')).toBeNull();
  });
});

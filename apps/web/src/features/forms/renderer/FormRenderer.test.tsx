import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Answers, FormDefinition } from '@hatchery/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { FormRenderer } from './FormRenderer';
import { DRAFT_DELAY_MS } from './useDraftAutosave';

const definition: FormDefinition = {
  languages: ['en'],
  questions: [
    { id: 'intro', type: 'section', label: { en: 'About you' } },
    { id: 'name', type: 'text', label: { en: 'Name' }, required: true, validations: { minLength: 2 } },
    {
      id: 'funded',
      type: 'select_radio',
      label: { en: 'Raised money?' },
      required: true,
      options: [
        { value: 'yes', labels: { en: 'Yes' } },
        { value: 'no', labels: { en: 'No' } },
        { value: 'other', labels: { en: 'Other' }, isWriteIn: true },
      ],
    },
    {
      id: 'amount',
      type: 'number',
      label: { en: 'Amount raised' },
      required: true,
      validations: { min: 1 },
      dependency: { operator: 'and', statements: [{ action: 'show', questionId: 'funded', operator: 'equals', values: ['yes'] }] },
    },
    { id: 'team', type: 'number', label: { en: 'Team size' } },
    { id: 'total', type: 'calculated', label: { en: 'Total' }, validations: { calculation: { operation: 'sum', questionIds: ['amount', 'team'] } } },
  ],
};

const questionIds = () => screen.getAllByTestId('form-question').map((el) => el.getAttribute('data-question-id'));

afterEach(() => {
  vi.useRealTimers();
});

describe('FormRenderer', () => {
  it('keeps a conditional question hidden until its condition holds, and hides it again', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<FormRenderer definition={definition} onSubmit={vi.fn()} />);
    expect(questionIds()).not.toContain('amount');
    await user.click(screen.getByLabelText('Yes'));
    expect(questionIds()).toContain('amount');
    await user.click(screen.getByLabelText('No'));
    expect(questionIds()).not.toContain('amount');
  });

  it('labels optional fields (Optional) and shows a message under a field only once it was left in error', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<FormRenderer definition={definition} onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Team size (Optional)')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.type(name, 'A');
    expect(screen.queryByText(/Name\W+must be at least 2 characters/)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(/Name\W+must be at least 2 characters/)).toBeInTheDocument();
    await user.type(name, 'da');
    expect(screen.queryByText(/Name\W+must be at least 2 characters/)).not.toBeInTheDocument();
  });

  it('asks for the text of a chosen write-in option', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<FormRenderer definition={definition} onSubmit={vi.fn()} />);
    expect(screen.queryByTestId('field-write-in')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Other'));
    await user.type(screen.getByTestId('field-write-in'), 'Grant');
    expect(screen.getByTestId('field-write-in')).toHaveValue('Grant');
  });

  it('refuses to review while in error (focusing the first invalid field), then shows the summary and submits the computed answers', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(answers: Answers) => Promise<void>>().mockResolvedValue();
    await renderWithProviders(<FormRenderer definition={definition} onSubmit={onSubmit} />);
    await user.click(screen.getByTestId('form-review'));
    expect(screen.getByText(/Name\W+is a required field/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ada');
    await user.click(screen.getByLabelText('Yes'));
    await user.type(screen.getByRole('textbox', { name: /^Amount raised/ }), '100');
    await user.type(screen.getByRole('textbox', { name: /^Team size/ }), '4');
    expect(screen.getByTestId('field-calculated')).toHaveValue('104');
    await user.click(screen.getByTestId('form-review'));
    const summary = await screen.findByTestId('answer-summary');
    expect(within(summary).getByText('Ada')).toBeInTheDocument();
    expect(within(summary).getByText('Yes')).toBeInTheDocument();
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: { textValue: 'Ada' }, funded: { arrayValue: ['yes'] }, amount: { numberValue: 100 }, total: { numberValue: 104 } });
  });

  it('can be completed with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(answers: Answers) => Promise<void>>().mockResolvedValue();
    const small: FormDefinition = { languages: ['en'], questions: [definition.questions[1]!, definition.questions[2]!] };
    await renderWithProviders(<FormRenderer definition={small} onSubmit={onSubmit} />);
    await user.tab();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    await user.keyboard('Ada');
    await user.tab();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('answer-summary')).toBeInTheDocument();
    screen.getByTestId('form-submit').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: { textValue: 'Ada' }, funded: { arrayValue: ['yes'] } });
  });

  it('saves a draft once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSaveDraft = vi.fn<(answers: Answers) => Promise<void>>().mockResolvedValue();
    await renderWithProviders(<FormRenderer definition={definition} onSubmit={vi.fn()} onSaveDraft={onSaveDraft} />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ada');
    expect(onSaveDraft).not.toHaveBeenCalled();
    // Until the save has run, the status says so (a reload now would lose the change): never "saved" early.
    expect(screen.getByTestId('draft-status')).toHaveAttribute('data-state', 'pending');
    expect(screen.getByTestId('draft-status')).toHaveTextContent('Unsaved changes…');
    await act(async () => {
      vi.advanceTimersByTime(DRAFT_DELAY_MS + 10);
    });
    await waitFor(() => expect(onSaveDraft).toHaveBeenCalledTimes(1));
    expect(onSaveDraft.mock.calls[0]?.[0]).toEqual({ name: { textValue: 'Ada' } });
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    // A later change turns the status back to pending until its own save ends.
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'm');
    expect(screen.getByTestId('draft-status')).toHaveAttribute('data-state', 'pending');
    await act(async () => {
      vi.advanceTimersByTime(DRAFT_DELAY_MS + 10);
    });
    await waitFor(() => expect(onSaveDraft).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { CategorizationForm } from './CategorizationForm';
import { categorizationHeading, categorizationVariables, isCategorizationValid } from './categorizationForm';
import { categorizationSaved, metricsTestClient, questions } from './testKit';
import { type OperationHandler, renderWithClient } from '../../test/testClient';

const QUESTIONS = questions([
  ['revenue', 'Do you have revenue?', null],
  ['team', 'Is your team full-time?', null],
]);

async function renderForm(
  options: { firstTime?: boolean; date?: string; handlers?: Record<string, OperationHandler>; timezone?: string } = {},
) {
  const onSaved = vi.fn(() => Promise.resolve());
  const kit = metricsTestClient(
    {
      CategorizationQuestions: () => QUESTIONS,
      UpdateStartupCategorization: () => categorizationSaved(),
      ...options.handlers,
    },
    { currency: 'USD', timezone: options.timezone ?? 'UTC' },
  );
  await renderWithClient(
    <CategorizationForm
      categorizationId="form-1"
      formDate={options.date ?? '2024-03-01T00:00:00.000Z'}
      firstTime={options.firstTime ?? true}
      onSaved={onSaved}
    />,
    kit.client,
  );
  await screen.findByTestId('categorization-form');
  return { kit, onSaved };
}

const save = () => screen.getByTestId('categorization-save');

describe('categorization step (MET-10–18)', () => {
  it('MET-10, MET-12: first time: "Welcome! Let\'s get to know you a little" and "for the month of February 2024" for a March form', async () => {
    await renderForm({ firstTime: true });
    expect(screen.getByText("Welcome! Let's get to know you a little")).toBeInTheDocument();
    expect(screen.getByTestId('categorization-month')).toHaveTextContent(/^for the month of February 2024$/);
    expect(screen.queryByText('Anything Changed?')).toBeNull();
  });

  it('MET-12: the previous month crosses the year (January form → December) and is read in the incubator\'s time zone', () => {
    expect(categorizationHeading(true, '2024-01-01T00:00:00.000Z', 'en', 'UTC')).toEqual({ kind: 'welcome', month: 'December 2023' });
    // 1 March 00:00 in Paris is still 29 February in UTC: the incubator's calendar decides.
    expect(categorizationHeading(true, '2024-02-29T23:00:00.000Z', 'en', 'Europe/Paris').month).toBe('February 2024');
    expect(categorizationHeading(true, '2024-03-01T00:00:00.000Z', 'fr', 'UTC').month).toBe('février 2024');
  });

  it('MET-11: already categorized: "Anything Changed?" and "For the period of March 2024"', async () => {
    await renderForm({ firstTime: false });
    expect(screen.getByText('Anything Changed?')).toBeInTheDocument();
    expect(screen.getByTestId('categorization-month')).toHaveTextContent(/^For the period of March 2024$/);
    expect(screen.queryByText("Welcome! Let's get to know you a little")).toBeNull();
  });

  it('MET-13, MET-14: the delay question and each server question are yes/no radios; the delay is required', async () => {
    await renderForm();
    expect(screen.getByText('Delay the beginning of your monthly data reporting?')).toBeInTheDocument();
    expect(screen.getByTestId('categorization-delay-yes')).toHaveAttribute('type', 'radio');
    expect(screen.getByTestId('categorization-delay-no')).toHaveAttribute('type', 'radio');
    expect(screen.getByText('Do you have revenue?')).toBeInTheDocument();
    expect(screen.getByTestId('categorization-question-revenue-yes')).toHaveAttribute('type', 'radio');
    expect(screen.getByTestId('categorization-question-team-no')).toHaveAttribute('type', 'radio');
    expect(screen.getAllByRole('radiogroup')).toHaveLength(3);
    // MET-14, MET-17: answering every question without the delay answer is not enough.
    fireEvent.click(screen.getByTestId('categorization-question-revenue-yes'));
    fireEvent.click(screen.getByTestId('categorization-question-team-no'));
    expect(save()).toBeDisabled();
  });

  it('MET-15: yes hides the questions and saves skip = true with the answers left out', async () => {
    const { kit, onSaved } = await renderForm();
    fireEvent.click(screen.getByTestId('categorization-delay-yes'));
    expect(screen.queryByText('Do you have revenue?')).toBeNull();
    expect(screen.queryByTestId('categorization-question-revenue-yes')).toBeNull();
    expect(save()).toBeEnabled();
    fireEvent.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const variables = kit.callsOf('UpdateStartupCategorization')[0]?.variables;
    expect(variables).toEqual({ categorizationId: 'form-1', skip: true });
    expect(variables).not.toHaveProperty('answers');
  });

  it('MET-16, MET-17: no requires a yes or no to every question; save stays disabled until then', async () => {
    await renderForm();
    expect(save()).toBeDisabled();
    fireEvent.click(screen.getByTestId('categorization-delay-no'));
    expect(screen.getByText('Do you have revenue?')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    fireEvent.click(screen.getByTestId('categorization-question-revenue-no'));
    expect(save()).toBeDisabled();
    fireEvent.click(screen.getByTestId('categorization-question-team-yes'));
    expect(save()).toBeEnabled();
  });

  it('MET-18: saves categorizationId, every answer as key + boolean and skip = false, then hands over (MET-09)', async () => {
    const { kit, onSaved } = await renderForm();
    fireEvent.click(screen.getByTestId('categorization-delay-no'));
    fireEvent.click(screen.getByTestId('categorization-question-revenue-no'));
    fireEvent.click(screen.getByTestId('categorization-question-team-yes'));
    fireEvent.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(kit.callsOf('CategorizationQuestions')[0]?.variables).toEqual({ categorizationId: 'form-1' });
    expect(kit.callsOf('UpdateStartupCategorization')[0]?.variables).toEqual({
      categorizationId: 'form-1',
      answers: [
        { key: 'revenue', value: false },
        { key: 'team', value: true },
      ],
      skip: false,
    });
  });

  it('MET-13, MET-11: the server\'s current answers (true, false or null) are the starting values', async () => {
    await renderForm({
      firstTime: false,
      handlers: { CategorizationQuestions: () => questions([['revenue', 'Do you have revenue?', true], ['team', 'Is your team full-time?', false]]) },
    });
    expect(screen.getByTestId('categorization-question-revenue-yes')).toBeChecked();
    expect(screen.getByTestId('categorization-question-team-no')).toBeChecked();
    expect(save()).toBeDisabled();
    fireEvent.click(screen.getByTestId('categorization-delay-no'));
    expect(save()).toBeEnabled();
  });

  it('a refused save shows the server\'s message and does not hand over', async () => {
    const { onSaved } = await renderForm({
      handlers: {
        UpdateStartupCategorization: () => ({ errors: [new GraphQLError('Categorization already saved', { extensions: { code: 'ValidationError' } })] }),
      },
    });
    fireEvent.click(screen.getByTestId('categorization-delay-yes'));
    fireEvent.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Categorization already saved');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('MET-14–18: the pure rules behind the form', () => {
    const qs = QUESTIONS.data.categorizationQuestions.questions;
    expect(isCategorizationValid({ delay: null, answers: { revenue: true, team: true } }, qs)).toBe(false);
    expect(isCategorizationValid({ delay: 'yes', answers: { revenue: null, team: null } }, qs)).toBe(true);
    expect(isCategorizationValid({ delay: 'no', answers: { revenue: true, team: null } }, qs)).toBe(false);
    expect(isCategorizationValid({ delay: 'no', answers: { revenue: true, team: false } }, qs)).toBe(true);
    expect(categorizationVariables('c', { delay: 'yes', answers: { revenue: true, team: true } }, qs)).toEqual({ categorizationId: 'c', skip: true });
  });
});

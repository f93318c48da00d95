import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormDefinition, FormProblem } from '@hatchery/domain';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { BuilderFeatures } from './BuilderContext';
import { FormBuilder } from './FormBuilder';

const ALL_ON: BuilderFeatures = { userAddRow: true, numericalChoice: true, audiences: true };

const start: FormDefinition = {
  languages: ['en'],
  questions: [
    {
      id: 'stage',
      type: 'select_radio',
      label: { en: 'Stage' },
      options: [
        { value: 'idea', labels: { en: 'Idea' } },
        { value: 'growth', labels: { en: 'Growth' } },
      ],
    },
    { id: 'revenue', type: 'number', label: { en: 'Revenue' } },
    { id: 'team', type: 'text', label: { en: 'Team' } },
  ],
};

/** The builder with its definition kept in state; `latest` reads what it last emitted. */
function harness(initial: FormDefinition, features: BuilderFeatures = ALL_ON, serverProblems: FormProblem[] = []) {
  const latest: { current: FormDefinition } = { current: initial };
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <FormBuilder
        value={value}
        onChange={(next) => {
          latest.current = next;
          setValue(next);
        }}
        availableLanguages={['en', 'fr', 'ar']}
        features={features}
        serverProblems={serverProblems}
      />
    );
  }
  return { latest, ui: <Harness /> };
}

beforeAll(() => {
  // jsdom has no scrollIntoView; Mantine's combobox scrolls the selected option into view.
  Element.prototype.scrollIntoView ??= () => undefined;
});

const order = () => screen.getAllByTestId('builder-question').map((el) => el.getAttribute('data-question-id'));

describe('FormBuilder', () => {
  it('adds a question of a type from the palette, opened for editing', async () => {
    const user = userEvent.setup();
    const { latest, ui } = harness(start);
    await renderWithProviders(ui);
    await user.click(screen.getByTestId('builder-add-question'));
    await user.click(await screen.findByTestId('palette-date'));
    expect(latest.current.questions).toHaveLength(4);
    expect(latest.current.questions[3]?.type).toBe('date');
    const card = screen.getAllByTestId('builder-question')[3]!;
    expect(within(card).getByTestId('question-editor')).toBeInTheDocument();
    expect(within(card).getByTestId('rule-minDate')).toBeInTheDocument();
  });

  it('reorders from the keyboard: Alt+arrow on the handle moves one place and announces it', async () => {
    const user = userEvent.setup();
    const { latest, ui } = harness(start);
    await renderWithProviders(ui);
    const handle = screen.getAllByTestId('question-handle')[0]!;
    handle.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(latest.current.questions.map((q) => q.id)).toEqual(['revenue', 'stage', 'team']);
    expect(order()).toEqual(['revenue', 'stage', 'team']);
    expect(screen.getByTestId('builder-announcement')).toHaveTextContent('Moved to position 2 of 3');
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(order()).toEqual(['stage', 'revenue', 'team']);
  });

  it('moves, duplicates and removes from the question menu', async () => {
    const { latest, ui } = harness(start);
    await renderWithProviders(ui);
    const menuItem = async (index: number, name: string) => {
      fireEvent.click(screen.getAllByTestId('question-menu')[index]!);
      fireEvent.click(await screen.findByRole('menuitem', { name, hidden: true }));
      await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument());
    };
    await menuItem(2, 'Move up');
    expect(order()).toEqual(['stage', 'team', 'revenue']);
    await menuItem(0, 'Duplicate');
    expect(latest.current.questions).toHaveLength(4);
    expect(latest.current.questions[1]?.label.en).toBe('Stage (copy)');
    await menuItem(1, 'Remove');
    expect(latest.current.questions.map((q) => q.id)).toEqual(['stage', 'team', 'revenue']);
  });

  it('builds a condition with the rule builder: a value chosen among the referenced question’s options', async () => {
    const { latest, ui } = harness(start);
    await renderWithProviders(ui);
    fireEvent.click(screen.getAllByTestId('question-toggle')[1]!);
    const card = screen.getAllByTestId('builder-question')[1]!;
    fireEvent.click(within(card).getByTestId('rule-add'));
    // The nearest question above is offered first: Stage; its operators fit a single choice.
    expect(latest.current.questions[1]?.dependency).toEqual({ operator: 'and', statements: [{ action: 'show', questionId: 'stage', operator: 'isAnswered', values: [] }] });
    fireEvent.click(within(card).getByTestId('rule-operator'));
    fireEvent.click(await screen.findByRole('option', { name: 'is', hidden: true }));
    fireEvent.click(within(card).getByTestId('rule-value'));
    fireEvent.click(await screen.findByRole('option', { name: 'Growth', hidden: true }));
    expect(latest.current.questions[1]?.dependency?.statements[0]).toEqual({ action: 'show', questionId: 'stage', operator: 'equals', values: ['growth'] });
  });

  it('nests and/or groups in the rule builder', async () => {
    const user = userEvent.setup();
    const { latest, ui } = harness(start);
    await renderWithProviders(ui);
    fireEvent.click(screen.getAllByTestId('question-toggle')[1]!);
    const card = screen.getAllByTestId('builder-question')[1]!;
    fireEvent.click(within(card).getByTestId('rule-add'));
    fireEvent.click(within(card).getByTestId('rule-add-group'));
    const tree = latest.current.questions[1]?.dependency;
    expect(tree?.statements).toHaveLength(2);
    expect(tree?.statements[1]).toMatchObject({ operator: 'and', statements: [{ questionId: 'stage' }] });
    await user.click(within(card).getAllByRole('radio', { name: 'any holds' })[0]!);
    expect(latest.current.questions[1]?.dependency?.operator).toBe('or');
  });

  it('shows the analyser’s problems on the questions they name and updates them as the definition changes', async () => {
    const user = userEvent.setup();
    const never: FormDefinition = {
      ...start,
      questions: [
        start.questions[0]!,
        {
          ...start.questions[1]!,
          dependency: {
            operator: 'and',
            statements: [
              { action: 'show', questionId: 'stage', operator: 'equals', values: ['idea'] },
              { action: 'show', questionId: 'stage', operator: 'equals', values: ['growth'] },
            ],
          },
        },
        start.questions[2]!,
      ],
    };
    const { ui } = harness(never);
    await renderWithProviders(ui);
    const card = screen.getAllByTestId('builder-question')[1]!;
    expect(within(card).getByTestId('question-problems')).toHaveTextContent('2. Revenue: the condition can never be met');
    expect(screen.getByTestId('builder-problems')).toBeInTheDocument();
    await user.click(within(card).getByTestId('question-toggle'));
    await user.click(within(card).getAllByTestId('rule-remove')[1]!);
    await waitFor(() => expect(screen.queryByTestId('builder-problems')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal at publish on the question it names', async () => {
    const { ui } = harness(start, ALL_ON, [{ code: 'conditionCycle', questionIds: ['team', 'revenue'] }]);
    await renderWithProviders(ui);
    const card = screen.getAllByTestId('builder-question')[2]!;
    expect(within(card).getByTestId('question-problems')).toHaveTextContent('Conditions go round in a circle: 3. Team, 2. Revenue');
  });

  it('edits options with write-in and score only when qNumericalChoice is on', async () => {
    const user = userEvent.setup();
    const off = harness(start, { userAddRow: false, numericalChoice: false, audiences: false });
    const { unmount } = await renderWithProviders(off.ui);
    await user.click(screen.getAllByTestId('question-toggle')[0]!);
    expect(screen.queryByTestId('option-numerical')).not.toBeInTheDocument();
    expect(screen.queryByText('Shown to')).not.toBeInTheDocument();
    await user.click(screen.getAllByTestId('option-write-in')[1]!);
    expect(off.latest.current.questions[0]?.options?.[1]?.isWriteIn).toBe(true);
    unmount();
    const on = harness(start);
    await renderWithProviders(on.ui);
    await user.click(screen.getAllByTestId('question-toggle')[0]!);
    await user.type(screen.getAllByTestId('option-numerical')[0]!, '3');
    expect(on.latest.current.questions[0]?.options?.[0]?.numericalValue).toBe(3);
  });

  it('names the questions and options that lack a label in one of the form’s languages, and updates as they are written (D-221)', async () => {
    const bilingual: FormDefinition = {
      languages: ['en', 'ar'],
      questions: [
        { ...start.questions[0]!, label: { en: 'Stage', ar: 'المرحلة' }, options: [{ value: 'idea', labels: { en: 'Idea', ar: 'فكرة' } }, { value: 'growth', labels: { en: 'Growth' } }] },
        { id: 'revenue', type: 'number', label: { en: 'Revenue' } },
        { id: 'team', type: 'text', label: { en: 'Team', ar: 'الفريق' } },
      ],
    };
    const { ui } = harness(bilingual);
    await renderWithProviders(ui);
    const alert = screen.getByTestId('builder-translation-gaps');
    expect(alert).toHaveTextContent('Some texts are not translated into العربية');
    expect(alert).toHaveTextContent('1. Stage — Missing in العربية: option “Growth”');
    expect(alert).toHaveTextContent('2. Revenue — Missing in العربية: the label');
    const cards = screen.getAllByTestId('builder-question');
    expect(within(cards[0]!).getByTestId('question-translation-gaps')).toHaveTextContent('Missing in العربية: option “Growth”');
    expect(within(cards[1]!).getByTestId('question-translation-gaps')).toHaveTextContent('Missing in العربية: the label');
    expect(within(cards[2]!).queryByTestId('question-translation-gaps')).toBeNull();
    // Writing the Arabic label of Revenue removes its line; the form still has a gap (the option).
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'العربية' }));
    await user.click(within(cards[1]!).getByTestId('question-toggle'));
    await user.type(within(screen.getAllByTestId('builder-question')[1]!).getByTestId('question-label-input'), 'الإيرادات');
    await waitFor(() => expect(within(screen.getAllByTestId('builder-question')[1]!).queryByTestId('question-translation-gaps')).toBeNull());
    expect(screen.getByTestId('builder-translation-gaps')).not.toHaveTextContent('Revenue');
  });
});

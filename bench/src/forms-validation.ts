/**
 * Forms engine benchmark (issue 15 budget, docs/contract-forms.md §2): `npm run bench:forms -w @hatchery/bench`.
 *
 * One submission of a 200-question form with 50 conditions, validated by validateAnswers as the renderer does on every
 * keystroke and the server on submit. The form mixes every answerable type (text, long text with lengths and
 * patterns, numbers with bounds and steps, scales, single and multiple choices with write-ins and numerical values,
 * trees, dates, files with types and sizes, tables with columns and added rows, custom fields, calculated totals),
 * display questions and 8 sections; the 50 conditions (on questions and sections, nested and/or trees with show and
 * hide statements, every operator kind) read earlier questions, so visibility cascades. Answers fill every question.
 *
 * Two figures: "warm" reuses the definition object (the renderer's case: compileForm keeps the index per definition);
 * "cold" gives each call a fresh copy of the definition (the server's case: parsed from the database on each submit),
 * so it includes indexing. 200 warm-up calls, then 2,000 timed runs each: median and p99 (nearest rank) of wall time
 * and of the process's CPU time, against the budget (< 5 ms p99; CPU p99 when the machine is busy, as bench:rules). analyseFormDefinition on the same form is timed too (builder, publish; no budget).
 */
import {
  analyseFormDefinition,
  validateAnswers,
  visibleQuestionIds,
  type AnswerFileInfo,
  type Answers,
  type DependencyStatement,
  type DependencyTree,
  type FormDefinition,
  type Question,
} from '@hatchery/domain';
import { budgetQuantile, machineLoad, measure, quantile, random, type Timings } from './support/timing.js';

const QUESTIONS = 200;
const CONDITIONS = 50;
const WARM_UP = 200;
const RUNS = 2000;
const BUDGET_MS = 5;

const next = random(20_261_125);
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
const label = (text: string) => ({ en: text, fr: `${text} (fr)`, ar: `${text} (ar)` });
const options = (count: number, numeric = false) =>
  Array.from({ length: count }, (_, i) => ({
    value: `opt${i}`,
    labels: label(`Option ${i}`),
    ...(numeric ? { numericalValue: i } : {}),
    ...(i === count - 1 ? { isWriteIn: true } : {}),
  }));

interface Built {
  question: Question;
  answer?: Answers[string];
}

function build(index: number): Built {
  const id = `q${index}`;
  const base = { id, label: label(`Question ${index}`), description: label('Help text') };
  if (index % 25 === 0) return { question: { ...base, type: 'section' } };
  const roll = index % 20;
  switch (roll) {
    case 1:
    case 2:
      return { question: { ...base, type: 'text', required: true, validations: { minLength: 2, maxLength: 80, pattern: '[A-Za-z ]+' } }, answer: { textValue: 'Acme Robotics' } };
    case 3:
      return { question: { ...base, type: 'text_long', validations: { maxLength: 2000 } }, answer: { textValue: 'We build robots. '.repeat(20) } };
    case 4:
    case 5:
      return { question: { ...base, type: 'number', required: true, validations: { min: 0, max: 1_000_000, step: 0.5 } }, answer: { numberValue: Math.floor(next() * 1000) } };
    case 6:
      return { question: { ...base, type: 'number_scale', validations: { min: 1, max: 10 } }, answer: { numberValue: 1 + Math.floor(next() * 10) } };
    case 7:
      return { question: { ...base, type: 'select_radio', required: true, options: options(5, true) }, answer: { arrayValue: [`opt${Math.floor(next() * 4)}`] } };
    case 8:
      return { question: { ...base, type: 'select_dropdown', options: options(30) }, answer: { arrayValue: ['opt29'], writeIns: { opt29: 'Something else' } } };
    case 9:
      return {
        question: { ...base, type: 'select_checkbox', options: options(8, true), validations: { minSelected: 1, maxSelected: 4 } },
        answer: { arrayValue: ['opt1', 'opt3', 'opt5'] },
      };
    case 10:
      return { question: { ...base, type: 'select_multi_dropdown', options: options(20) }, answer: { arrayValue: ['opt2', 'opt4'] } };
    case 11:
      return {
        question: {
          ...base,
          type: 'tree_single',
          optionsDepth: 2,
          options: Array.from({ length: 6 }, (_, i) => ({ value: `g${i}`, labels: label(`Group ${i}`), children: options(5).map((o) => ({ ...o, value: `g${i}-${o.value}`, isWriteIn: false })) })),
        },
        answer: { arrayValue: ['g2-opt3'] },
      };
    case 12:
      return { question: { ...base, type: 'date', validations: { minDate: '2020-01-01', maxDate: '2030-12-31' } }, answer: { textValue: '2026-11-25' } };
    case 13:
      return { question: { ...base, type: 'file', validations: { fileTypes: ['pdf', 'png', 'docx'], maxFileSize: 10_000_000, maxFiles: 3 } }, answer: { arrayValue: [`${id}-a`, `${id}-b`] } };
    case 14:
      return {
        question: {
          ...base,
          type: 'table',
          validations: {
            userAddRow: true,
            maxRows: 20,
            columns: [
              { id: 'name', labels: label('Name'), type: 'text', required: true },
              { id: 'share', labels: label('Share'), type: 'number' },
              { id: 'since', labels: label('Since'), type: 'date' },
            ],
          },
        },
        answer: { tableValue: Array.from({ length: 5 }, (_, i) => ({ name: `Founder ${i}`, share: 20, since: '2024-01-0' + (i + 1) })) },
      };
    case 15:
      return { question: { ...base, type: 'custom_field', validations: { customFieldId: 'cf-sector', maxLength: 100 } }, answer: { textValue: 'Health' } };
    case 16:
      return { question: { ...base, type: pick(['heading', 'sub_heading', 'paragraph'] as const) } };
    case 17:
      return { question: { ...base, type: 'video', validations: { videoUrl: 'https://video.example.com/intro' } } };
    case 18:
      return {
        question: { ...base, type: 'calculated', validations: { calculation: { operation: 'sum', questionIds: [index - 14, index - 13, index - 11].filter((i) => i % 25 !== 0).map((i) => `q${i}`) } } },
      };
    default:
      return { question: { ...base, type: 'text', validations: { maxLength: 200 } }, answer: { textValue: 'Short answer' } };
  }
}

const built = Array.from({ length: QUESTIONS }, (_, i) => build(i + 1));
const byId = new Map(built.map((entry) => [entry.question.id, entry]));

/** A statement on an earlier answered question that holds for the generated answer (or not, one time in four). */
function statementOn(target: Built): DependencyStatement {
  const { question, answer } = target;
  const action = next() < 0.75 ? 'show' : 'hide';
  const holds = action === 'show';
  switch (question.type) {
    case 'select_radio':
    case 'select_dropdown':
      return { action, questionId: question.id, operator: 'anyOf', values: [answer?.arrayValue?.[0] ?? 'opt0', 'opt4'] };
    case 'select_checkbox':
    case 'select_multi_dropdown':
      return { action, questionId: question.id, operator: 'contains', values: [answer?.arrayValue?.[0] ?? 'opt0'] };
    case 'number':
    case 'number_scale':
      return { action, questionId: question.id, operator: 'between', values: ['0', '100000'] };
    case 'calculated':
      return { action, questionId: question.id, operator: 'greaterThan', values: ['-1'] };
    case 'date':
      return { action, questionId: question.id, operator: 'after', values: ['2025-01-01'] };
    case 'file':
    case 'table':
      return { action, questionId: question.id, operator: 'greaterThan', values: ['0'] };
    case 'text':
    case 'text_long':
    case 'custom_field':
      return { action, questionId: question.id, operator: holds ? 'isAnswered' : 'isNotAnswered', values: [] };
    default:
      return { action, questionId: question.id, operator: 'isAnswered', values: [] };
  }
}

// 50 conditions on questions spread over the form (sections among them), each reading 1–4 earlier answered questions.
const answerable = (index: number) => built.slice(0, index).filter((entry) => entry.answer || entry.question.type === 'calculated');
const conditioned = Array.from({ length: CONDITIONS }, (_, i) => 10 + Math.floor((i * (QUESTIONS - 10)) / CONDITIONS));
for (const index of conditioned) {
  const entry = built[index] as Built;
  const earlier = answerable(index);
  const statements: Array<DependencyStatement | DependencyTree> = Array.from({ length: 1 + Math.floor(next() * 3) }, () => statementOn(pick(earlier)));
  if (next() < 0.4) statements.push({ operator: 'or', statements: [statementOn(pick(earlier)), statementOn(pick(earlier))] });
  entry.question.dependency = { operator: next() < 0.8 ? 'and' : 'or', statements };
}

const definition: FormDefinition = { languages: ['en', 'fr', 'ar'], questions: built.map((entry) => entry.question) };
const answers: Answers = Object.fromEntries(built.filter((entry) => entry.answer).map((entry) => [entry.question.id, entry.answer as Answers[string]]));
const files: AnswerFileInfo[] = built
  .filter((entry) => entry.question.type === 'file')
  .flatMap((entry) => [`${entry.question.id}-a`, `${entry.question.id}-b`].map((id) => ({ id, name: `${id}.pdf`, size: 200_000 })));

const problems = analyseFormDefinition(definition);
if (problems.length > 0) throw new Error(`the bench form has problems: ${JSON.stringify(problems.slice(0, 3))}`);
const conditionCount = definition.questions.filter((question) => question.dependency).length;
if (byId.size !== QUESTIONS || conditionCount !== CONDITIONS) throw new Error('the bench form is not 200 questions with 50 conditions');

const first = validateAnswers(definition, answers, { audience: 'respondent', files });
const visible = visibleQuestionIds(definition, answers, { audience: 'respondent' }).size;
const warm = measure(() => validateAnswers(definition, answers, { audience: 'respondent', files }), { warmUp: WARM_UP, runs: RUNS });
let fresh: FormDefinition = structuredClone(definition);
const cold = measure(() => validateAnswers(fresh, answers, { audience: 'respondent', files }), {
  warmUp: WARM_UP,
  runs: RUNS,
  prepare: () => {
    fresh = structuredClone(definition);
  },
});
const analyse = measure(() => analyseFormDefinition(structuredClone(definition)), { warmUp: WARM_UP, runs: 200 });

const ms = (value: number) => `${value.toFixed(2)} ms`;
const machine = machineLoad();
// The budget is the renderer's (the browser validates on every change with the same definition object): warm.
const verdict = budgetQuantile(warm, 0.99, machine.busy) < BUDGET_MS ? 'pass' : 'FAIL';
const line = (name: string, figures: Timings) =>
  `${name} wall median ${ms(quantile(figures.walls, 0.5))} p95 ${ms(quantile(figures.walls, 0.95))} p99 ${ms(quantile(figures.walls, 0.99))}, ` +
  `CPU median ${ms(quantile(figures.cpus, 0.5))} p95 ${ms(quantile(figures.cpus, 0.95))} p99 ${ms(quantile(figures.cpus, 0.99))}`;
console.info(
  `forms validation: ${QUESTIONS} questions, ${CONDITIONS} conditions, ${Object.keys(answers).length} answers, ` +
    `${visible} questions shown, ${Object.keys(first.errors).length} errors; ${RUNS} runs each\n` +
    `  ${line('warm (same definition)', warm)}\n  ${line('cold (fresh definition)', cold)}\n` +
    `  ${line('analyseFormDefinition (200 runs)', analyse)}\n` +
    `  load ${machine.load.toFixed(1)} on ${machine.cores} cores — budget < ${BUDGET_MS} ms (${machine.figure} p99 of validateAnswers, warm): ${verdict}`,
);
if (verdict !== 'pass') process.exitCode = 1;

import { FORM_PROBLEM_CODES, type FormProblem } from '@hatchery/domain';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The problems of a refused publishForm (extensions.problems, docs/contract-forms.md §3), or [] for any other error. */
export function problemsOf(error: unknown): FormProblem[] {
  if (!isRecord(error) || !Array.isArray(error.errors)) return [];
  return (error.errors as unknown[]).flatMap((e) => {
    const problems = isRecord(e) && isRecord(e.extensions) ? e.extensions.problems : null;
    if (!Array.isArray(problems)) return [];
    return problems.filter(
      (p): p is FormProblem =>
        isRecord(p) && (FORM_PROBLEM_CODES as readonly unknown[]).includes(p.code) && Array.isArray(p.questionIds),
    );
  });
}

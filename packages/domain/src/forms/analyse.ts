// analyseFormDefinition: every problem that stops a form from being published, each naming its questions (issue 15
// item 1's publish check; run by the builder as the form is edited and by the server's publishForm).
import type { DependencyTree, FormDefinition } from './definition.js';
import { referencedQuestionIds } from './conditions.js';
import { compileForm, type CompiledForm } from './evaluate.js';
import { analyseQuestions } from './analyse-questions.js';
import { analyseConditions } from './analyse-conditions.js';
import { findCycles } from './cycles.js';
import type { FormProblem } from './problems.js';
import { treeVerdict } from './satisfiable.js';

export function analyseFormDefinition(definition: FormDefinition): FormProblem[] {
  const form = compileForm(definition);
  const conditions = analyseConditions(form);
  const cycles = findCycles(form).map((questionIds): FormProblem => ({ code: 'conditionCycle', questionIds }));
  const neverMet = findNeverMet(form, conditions.analysable);
  return [...analyseQuestions(form), ...conditions.problems, ...cycles, ...neverMet.problems];
}

/**
 * Questions that are never shown: a condition that can never be met (reported), or a section never shown (its
 * questions are not reported again). Found by repeated passes, since a question never shown is read as unanswered by
 * the conditions that read it, which may make them impossible in turn; each pass only adds, so it ends.
 */
export function findNeverMet(form: CompiledForm, analysable: ReadonlySet<string>): { neverShown: Set<string>; problems: FormProblem[] } {
  const neverShown = new Set<string>();
  const problems: FormProblem[] = [];
  let changed = true;
  while (changed) {
    changed = false;
    for (const entry of form.questions) {
      const { id, dependency } = entry.question;
      if (neverShown.has(id) || form.byId.get(id) !== entry) continue;
      if (entry.sectionId !== null && neverShown.has(entry.sectionId)) {
        neverShown.add(id);
        changed = true;
        continue;
      }
      if (!dependency || !analysable.has(id)) continue;
      // A question inside a section is shown when both its condition and the section's hold.
      const section = entry.sectionId === null ? undefined : form.byId.get(entry.sectionId);
      const sectionDependency = section?.question.dependency && analysable.has(section.question.id) ? section.question.dependency : null;
      const tree: DependencyTree = sectionDependency ? { operator: 'and', statements: [dependency, sectionDependency] } : dependency;
      if (treeVerdict(tree, { form, neverShown, analysable }) !== false) continue;
      neverShown.add(id);
      changed = true;
      const hidden = referencedQuestionIds(dependency).filter((ref) => neverShown.has(ref));
      problems.push({
        code: 'conditionNeverMet',
        questionIds: [id, ...hidden],
        params: { reason: hidden.length > 0 ? 'readsNeverShown' : 'contradiction' },
      });
    }
  }
  return { neverShown, problems };
}

// Cycles among questions (D-183). A question depends on the questions its condition reads, on its section (it is
// hidden when the section is), and a calculated question on its inputs. Strongly connected components (Tarjan,
// iterative so a 1,000-question chain cannot overflow the stack) find every cycle; each component is reported once,
// as the shortest cycle through its first question in form order, so the builder can name the questions in order.
import { referencedQuestionIds } from './conditions.js';
import type { CompiledForm } from './evaluate.js';

/** For each question, the questions it depends on (known ids only, no self-loops, form order). */
export function dependencyGraph(form: CompiledForm): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const entry of form.questions) {
    const id = entry.question.id;
    if (form.byId.get(id) !== entry) continue;
    const targets = new Set<string>(referencedQuestionIds(entry.question.dependency));
    if (entry.sectionId) targets.add(entry.sectionId);
    for (const input of entry.question.validations?.calculation?.questionIds ?? []) {
      if (entry.kind === 'calculated') targets.add(input);
    }
    targets.delete(id);
    graph.set(id, [...targets].filter((target) => form.byId.has(target)));
  }
  return graph;
}

/** Strongly connected components with more than one question, each in form order; components in form order. */
export function stronglyConnected(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map([...graph.keys()].map((id, index) => [id, index]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: Array<{ id: string; next: number }> = [{ id: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { id: string; next: number };
      const targets = graph.get(frame.id) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++] as string;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ id: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.id, Math.min(low.get(frame.id) as number, index.get(target) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.id, Math.min(low.get(parent.id) as number, low.get(frame.id) as number));
      if (low.get(frame.id) === index.get(frame.id)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.id);
        if (component.length > 1) components.push(component.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)));
      }
    }
  }
  return components.sort((a, b) => (order.get(a[0] as string) ?? 0) - (order.get(b[0] as string) ?? 0));
}

/** The shortest cycle through the first question of a component, in dependency order (breadth first inside it). */
export function cycleThrough(graph: ReadonlyMap<string, readonly string[]>, component: readonly string[]): string[] {
  const members = new Set(component);
  const start = component[0] as string;
  const previous = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const id = queue[head] as string;
    for (const target of graph.get(id) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [id];
        while (path[0] !== start) path.unshift(previous.get(path[0] as string) as string);
        return path;
      }
      if (!previous.has(target)) {
        previous.set(target, id);
        queue.push(target);
      }
    }
  }
  return [...component];
}

/** Every cycle of the form, each as its questions in order (each depends on the next; the last on the first). */
export function findCycles(form: CompiledForm): string[][] {
  const graph = dependencyGraph(form);
  return stronglyConnected(graph).map((component) => cycleThrough(graph, component));
}

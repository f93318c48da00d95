import { flattenOptions, isDependencyTree, localizedText, type DependencyTree, type FormDefinition, type Locale } from '@hatchery/domain';
import type { TFunction } from 'i18next';

/** A dependency tree as one sentence ("Stage is Growth and not: Revenue is less than 10"), for the comparison. */
export function describeCondition(tree: DependencyTree, definition: FormDefinition, lang: Locale, t: TFunction<'forms'>): string {
  const parts = tree.statements.map((node) => {
    if (isDependencyTree(node)) return `(${describeCondition(node, definition, lang, t)})`;
    const question = definition.questions.find((q) => q.id === node.questionId);
    const options = flattenOptions(question?.options);
    const values = node.values.map((value) => {
      const option = options.find((o) => o.value === value);
      return option ? localizedText(option.labels, lang) : value;
    });
    const text = [question ? localizedText(question.label, lang) : node.questionId, t(`forms:operators.${node.operator}`), values.join(', ')].filter(Boolean).join(' ');
    return node.action === 'hide' ? `${t('forms:compare.not')} ${text}` : text;
  });
  return parts.join(` ${(tree.operator === 'and' ? t('forms:compare.and') : t('forms:compare.or'))} `);
}

import { localizedText, type FormDefinition, type FormProblem, type Locale } from '@hatchery/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The text of a problem of analyseFormDefinition (or of the server's refusal at publish): its code's sentence, naming
 * the questions by number and label ("3. Revenue") so the builder and the publish error point at the same rows.
 */
export function useProblemText(definition: FormDefinition): (problem: FormProblem) => string {
  const { t, i18n } = useTranslation('forms');
  return useCallback(
    (problem: FormProblem) => {
      const lang = (definition.languages.includes(i18n.language as Locale) ? i18n.language : definition.languages[0]) as Locale;
      const names = problem.questionIds.map((id) => {
        const index = definition.questions.findIndex((q) => q.id === id);
        const question = definition.questions[index];
        return question ? `${index + 1}. ${localizedText(question.label, lang) || id}` : id;
      });
      // Rule names and operators come as identifiers: the message uses the words the editor shows for them.
      const word = (value: string | number): string | number => {
        if (typeof value !== 'string') return value;
        for (const key of [`rulesEditor.${value}`, `tableEditor.${value}`, `operators.${value}`, `builder.${value}`]) if (i18n.exists(`forms:${key}`)) return t(key);
        return value;
      };
      const params = {
        ...Object.fromEntries(Object.entries(problem.params ?? {}).map(([key, value]) => [key, key === 'value' ? value : word(value)])),
        questions: names.join(', '),
      };
      const generic = t('problems.generic', params);
      return String(t(`problems.${problem.code}`, { ...params, defaultValue: generic }));
    },
    [definition, t, i18n],
  );
}

import { localizedText, type FieldError, type Locale, type Question } from '@hatchery/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The message of a validateAnswers error: the question's own pattern message, else forms.errors.<code> (D1 §5 defaults). */
export function useFieldErrorText(lang: Locale): (question: Question, error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation('forms');
  return useCallback(
    (question: Question, error: FieldError | undefined) => {
      if (!error) return undefined;
      if (error.code === 'pattern') {
        const own = localizedText(question.validations?.patternMessage, lang);
        if (own) return own;
      }
      // The label is the form's text, the message the interface's: isolated (FSI … PDI) so an English label in an
      // Arabic message (or the reverse) keeps its own direction and punctuation.
      const field = `\u2068${localizedText(question.label, lang)}\u2069`;
      const params: Record<string, string | number> = { ...(error.params ?? {}) };
      // Sizes come in bytes and columns by id: the message names them as the respondent sees them.
      if (error.code === 'fileTooLarge' && typeof params.max === 'number') {
        params.max = new Intl.NumberFormat(lang.replace('_', '-'), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(params.max / (1024 * 1024));
      }
      if (error.code === 'cellRequired' && typeof params.column === 'string') {
        const column = question.validations?.columns?.find((c) => c.id === params.column);
        if (column) params.column = localizedText(column.labels, lang);
      }
      return String(t(`errors.${error.code}`, { field, ...params, defaultValue: t('errors.invalid', { field }) }));
    },
    [t, lang],
  );
}

import { createContext, useContext } from 'react';
import type { FormDefinition, Locale } from '@hatchery/domain';

/** The tenant flags that open parts of the builder (D1 §6 flags qUserAddRow, qNumericalChoice, questionVisibility). */
export interface BuilderFeatures {
  userAddRow: boolean;
  numericalChoice: boolean;
  audiences: boolean;
}

export interface BuilderContextValue {
  /** The whole definition (a question's condition and calculation pick among the others). */
  definition: FormDefinition;
  /** The language whose labels are being edited. */
  lang: Locale;
  features: BuilderFeatures;
}

export const BuilderContext = createContext<BuilderContextValue>({
  definition: { languages: ['en'], questions: [] },
  lang: 'en',
  features: { userAddRow: false, numericalChoice: false, audiences: false },
});

export function useBuilder(): BuilderContextValue {
  return useContext(BuilderContext);
}

import type { AnswerFileInfo, AnswerValue, Locale, Question } from '@hatchery/domain';
import type { ReactNode } from 'react';
import type { FormFileUpload } from './uploadFormFile';

/** What every field of the renderer gets: the question, its answer, and where to send a change. */
export interface FieldProps {
  question: Question;
  answer: AnswerValue | undefined;
  onAnswer: (answer: AnswerValue | undefined) => void;
  /** Called when the respondent leaves the field: from then on its message shows (D1 shell rule). */
  onBlur: () => void;
  /** The message under the field, only when touched and in error. */
  error: string | undefined;
  lang: Locale;
  /** The label as shown: the question's, plus "(Optional)" when it is not required. */
  label: ReactNode;
  description: string | undefined;
  /** The input's id (`q-<question id>`), which the summary's "edit" links and the first-invalid focus use. */
  inputId: string;
  /** Uploads a file answering this question (absent: files cannot be given here, e.g. anonymous answers). */
  upload?: (file: File, questionId: string) => Promise<FormFileUpload>;
  files: ReadonlyMap<string, AnswerFileInfo>;
  onFiles?: (files: AnswerFileInfo[]) => void;
}

/** The milestone form's values and rules (a startup's milestone and a template share them; templates have no due date). */
import { z } from 'zod';

export interface MilestoneFormValues {
  name: string;
  goal: string;
  unit: string;
  /** Text as typed: empty means no target (a yes/no milestone). */
  target: string;
  dueOn: string;
}

export interface MilestoneFormMessages {
  nameRequired: string;
  nameTooLong: string;
  targetInvalid: string;
}

export const MILESTONE_NAME_MAX = 200;

export function milestoneFormSchema(messages: MilestoneFormMessages) {
  return z.object({
    name: z.string().trim().min(1, messages.nameRequired).max(MILESTONE_NAME_MAX, messages.nameTooLong),
    goal: z.string(),
    unit: z.string(),
    target: z.string().refine((v) => v.trim() === '' || (Number.isFinite(Number(v)) && Number(v) >= 0), messages.targetInvalid),
    dueOn: z.string(),
  });
}

export function emptyMilestoneForm(): MilestoneFormValues {
  return { name: '', goal: '', unit: '', target: '', dueOn: '' };
}

export function milestoneFormValuesOf(m: { name: string; goal?: string | null; unit?: string | null; target?: number | null; dueOn?: string | null }): MilestoneFormValues {
  return { name: m.name, goal: m.goal ?? '', unit: m.unit ?? '', target: m.target === null || m.target === undefined ? '' : String(m.target), dueOn: m.dueOn ?? '' };
}

/** What the server gets: empty text is "none" (null), the target a number. */
export function milestoneInput(values: MilestoneFormValues, withDueOn: boolean) {
  const text = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    name: values.name.trim(),
    goal: text(values.goal),
    unit: text(values.unit),
    target: values.target.trim() === '' ? null : Number(values.target),
    ...(withDueOn ? { dueOn: text(values.dueOn) } : {}),
  };
}

/** "250 / 500 kUSD", "3 customers", or nothing for a yes/no milestone that has no progress to show. */
export function progressText(m: { progress: number; target: number | null; unit: string | null }, format: (n: number) => string): string {
  const unit = m.unit ? ` ${m.unit}` : '';
  if (m.target !== null && m.target > 0) return `${format(m.progress)} / ${format(m.target)}${unit}`;
  return m.progress > 0 ? `${format(m.progress)}${unit}` : '';
}

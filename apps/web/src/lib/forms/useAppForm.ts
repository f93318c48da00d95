/**
 * The one way forms are built (D-93): react-hook-form with
 * - a zod schema whose issues get D1 §5's shared field messages ("{field} is a required field", …; fieldMessages.ts),
 *   the schema's own message winning where it gives one;
 * - messages shown under a field once it is touched or once a save was attempted (D1 §5), so pressing Save on an
 *   empty form always says what is wrong;
 * - focus moved to the first invalid field on a failed save (`shouldFocusError`, and `validateAll` for the forms that
 *   check before they submit).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { get, useForm, type FieldPath, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/v4/core';
import { defaultFieldErrors } from './fieldMessages';
import { SETTINGS_MESSAGES } from '@hatchery/domain';

export interface AppFormOptions<TInput extends FieldValues, TOutput> extends Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> {
  /** The form's rules; its issues without a message of their own get the shared field messages. */
  schema?: z.$ZodType<TOutput, TInput>;
  /** Each field's label as the reader sees it, for "{field} is a required field". */
  labels?: Readonly<Record<string, string>>;
}

export type AppForm<TInput extends FieldValues, TOutput> = UseFormReturn<TInput, unknown, TOutput> & {
  /** The message to show under a field: only once it is touched or a save was attempted (D1 §5). */
  fieldError: (name: FieldPath<TInput>) => string | undefined;
  /** Checks every field, shows every message and focuses the first invalid field; true when all are valid. */
  validateAll: () => Promise<boolean>;
};

export function useAppForm<TInput extends FieldValues, TOutput = TInput>({
  schema,
  labels,
  ...options
}: AppFormOptions<TInput, TOutput>): AppForm<TInput, TOutput> {
  const { t } = useTranslation();
  const labelKey = JSON.stringify(labels ?? {});
  const resolver = useMemo(() => {
    if (!schema) return undefined;
    const fieldLabels = JSON.parse(labelKey) as Record<string, string>;
    const error = defaultFieldErrors(t, fieldLabels);
    // The resolver's types follow the schema's input and output, which are TInput and TOutput here.
    const resolve = zodResolver(schema, { error }) as unknown as Resolver<TInput, unknown, TOutput>;
    // The shared domain schemas (settings) say "required" without a field name; where the form names the field,
    // the reader gets D1 §5's "{field} is a required field" instead.
    const named: Resolver<TInput, unknown, TOutput> = async (values, context, options) => {
      const result = await resolve(values, context, options);
      for (const [name, label] of Object.entries(fieldLabels)) {
        const entry = get(result.errors, name) as { message?: unknown } | undefined;
        if (entry && entry.message === SETTINGS_MESSAGES.required) entry.message = t('validation.required', { field: label });
      }
      return result;
    };
    return named;
  }, [schema, t, labelKey]);
  const form = useForm<TInput, unknown, TOutput>({ mode: 'onTouched', shouldFocusError: true, ...options, resolver });
  const [attempted, setAttempted] = useState(false);
  const { errors, touchedFields, isSubmitted } = form.formState;

  const fieldError = (name: FieldPath<TInput>): string | undefined => {
    if (!(attempted || isSubmitted || get(touchedFields, name) === true)) return undefined;
    const entry = get(errors, name) as { message?: unknown } | undefined;
    const message = entry?.message;
    return typeof message === 'string' && message !== '' ? message : undefined;
  };

  const validateAll = async (): Promise<boolean> => {
    setAttempted(true);
    return form.trigger(undefined, { shouldFocus: true });
  };

  return { ...form, fieldError, validateAll };
}

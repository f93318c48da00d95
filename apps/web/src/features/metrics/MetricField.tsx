import { Stack, Text, TextInput } from '@mantine/core';
import { currencyAffix } from '@hatchery/domain';
import type { ReactNode } from 'react';
import type { FieldModel } from './metricsForm';

interface MetricFieldProps {
  field: FieldModel;
  value: string;
  /** Messages to show under the field (the field's own, its rules', the server's). */
  messages: readonly string[];
  currency: string;
  locale: string;
  disabled: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

interface Affix {
  side: 'left' | 'right';
  text: string;
  testId: string;
}

/**
 * MET-26: a percentage shows " %" after the value. MET-27: money shows the incubator's currency before or after the
 * value, as the locale writes amounts (GAP-34).
 */
function affixOf(field: FieldModel, currency: string, locale: string): Affix | null {
  if (field.behaviour.suffix) return { side: 'right', text: field.behaviour.suffix, testId: 'metric-suffix' };
  if (field.behaviour.currency) {
    const { position, symbol } = currencyAffix(currency, locale);
    return { side: position === 'prefix' ? 'left' : 'right', text: symbol, testId: `metric-currency-${position}` };
  }
  return null;
}

function affixWidth(text: string): number {
  return Math.max(36, text.trim().length * 9 + 18);
}

function errorNode(messages: readonly string[]): ReactNode {
  if (messages.length === 0) return undefined;
  if (messages.length === 1) return messages[0];
  return (
    <Stack gap={2} component="span">
      {messages.map((message) => (
        <span key={message}>{message}</span>
      ))}
    </Stack>
  );
}

/** One input per data item, by unit type (MET-23–29, GAP-35): numbers as text checked by the shared rules. */
export function MetricField({ field, value, messages, currency, locale, disabled, onChange, onBlur }: MetricFieldProps) {
  const affix = affixOf(field, currency, locale);
  const section = affix ? (
    <Text size="sm" c="dimmed" data-testid={affix.testId} style={{ whiteSpace: 'pre' }}>
      {affix.text}
    </Text>
  ) : undefined;
  const label = field.customUnit ? `${field.label} (${field.customUnit})` : field.label;
  const isDate = field.behaviour.kind === 'date';
  return (
    <TextInput
      label={label}
      description={field.description || undefined}
      value={value}
      type={isDate ? 'date' : 'text'}
      // Digits and a decimal point only (MET-23): the mobile keyboard offers just those.
      inputMode={isDate ? undefined : field.behaviour.decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      disabled={disabled}
      error={errorNode(messages)}
      leftSection={affix?.side === 'left' ? section : undefined}
      leftSectionWidth={affix?.side === 'left' ? affixWidth(affix.text) : undefined}
      leftSectionPointerEvents="none"
      rightSection={affix?.side === 'right' ? section : undefined}
      rightSectionWidth={affix?.side === 'right' ? affixWidth(affix.text) : undefined}
      rightSectionPointerEvents="none"
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      data-testid={`metric-input-${field.metricId}`}
      data-unit={field.unitType}
    />
  );
}

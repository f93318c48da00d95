import { Button, CloseButton, Group, Popover, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Suggestion } from './documents';

const points = (value: number, language: string) =>
  new Intl.NumberFormat(language.replace('_', '-'), { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(value);

/**
 * Why a mentor scored what they did: each factor's weight and points, the penalties, and what matched (D-462). The
 * lines add up to the score the row shows, so the reader can check the sum.
 */
export function ScoreExplanation({ suggestion }: { suggestion: Suggestion }) {
  const { t, i18n } = useTranslation('coaching');
  const name = suggestion.mentor.fullName;
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} width={340} position="bottom-end" withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Button onClick={() => setOpened((o) => !o)} aria-expanded={opened} variant="subtle" size="compact-sm" aria-label={t('matching.suggestions.why', { name })} data-testid="explain-score">
          {t('matching.suggestions.whyShort')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="score-explanation">
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} size="sm">{t('matching.suggestions.explanationTitle', { name })}</Text>
            {/* Focusable, so the trapped focus has somewhere to go; Escape closes too. */}
            <CloseButton size="sm" onClick={() => setOpened(false)} aria-label={t('common:alerts.close')} data-testid="close-explanation" />
          </Group>
          <Table withRowBorders={false} verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('matching.suggestions.factor')}</Table.Th>
                <Table.Th ta="end">{t('matching.suggestions.points')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {suggestion.lines.map((line) => (
                <Table.Tr key={line.factor} data-testid={`line-${line.factor}`}>
                  <Table.Td>
                    <Text size="sm">{t(`matching.lines.${line.factor}`, { weight: line.weight })}</Text>
                    {line.matched.length > 0 ? <Text size="xs" c="dimmed">{line.matched.join(', ')}</Text> : null}
                  </Table.Td>
                  <Table.Td ta="end" dir="ltr">{points(line.contribution, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td fw={600}>{t('matching.suggestions.total')}</Table.Td>
                <Table.Td ta="end" fw={600} dir="ltr">{points(suggestion.score, i18n.language).replace(/^\+/, '')}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

import { Paper, Text } from '@mantine/core';

/** One figure of a page's row of figures (a list item: put the cards in a `<ul>`), its label above it. */
export function StatCard({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={`${testId}-value`}>
        {value}
      </Text>
    </Paper>
  );
}

import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A calm full-width state of the analytics page: feature off, no funnels, no applications yet. */
export function QuietState({ icon, title, body, testId }: { icon: ReactNode; title: string; body: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid={testId}>
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm" maw={460}>
          {body}
        </Text>
      </Stack>
    </Paper>
  );
}


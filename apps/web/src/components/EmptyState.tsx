import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** A tabler icon at 30 px, drawn in a light circle. */
  icon: ReactNode;
  title: string;
  body: string;
  /** The way out of the empty state (create the first one), when there is one. */
  action?: ReactNode;
  testId: string;
  /** In a bordered card (a list page's body), or centred in the space it is given (inside a card already). */
  framed?: boolean;
}

/** A list with nothing in it yet: what the area is for and, when the viewer may, the way to add the first item. */
export function EmptyState({ icon, title, body, action, testId, framed = true }: EmptyStateProps) {
  const content = (
    <Stack align="center" gap="sm" maw={480} mx="auto">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={2} size="h4" ta="center">
        {title}
      </Title>
      <Text c="dimmed" ta="center">
        {body}
      </Text>
      {action}
    </Stack>
  );
  return framed ? (
    <Paper withBorder radius="md" p="xl" data-testid={testId}>
      {content}
    </Paper>
  ) : (
    <Center h="100%" p="xl" data-testid={testId}>
      {content}
    </Center>
  );
}

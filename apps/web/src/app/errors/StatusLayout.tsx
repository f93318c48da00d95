import { Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusLayoutProps {
  code: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  testId: string;
  fullScreen?: boolean;
}

/** Shared look of the 404, incubator-not-found and /error pages. */
export function StatusLayout({ code, title, description, action, testId, fullScreen = true }: StatusLayoutProps) {
  return (
    <Center mih={fullScreen ? '100vh' : '60vh'} p="xl" data-testid={testId}>
      <Stack align="center" gap="md" ta="center" maw={560}>
        <Text
          component="div"
          fw={900}
          lh={1}
          style={{ fontSize: 'clamp(72px, 16vw, 140px)', letterSpacing: '-0.04em' }}
          variant="gradient"
          gradient={{ from: 'indigo.5', to: 'cyan.4', deg: 135 }}
          aria-hidden={code.length > 3}
        >
          {code}
        </Text>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description ? <Text c="dimmed" size="lg">{description}</Text> : null}
        {action}
      </Stack>
    </Center>
  );
}

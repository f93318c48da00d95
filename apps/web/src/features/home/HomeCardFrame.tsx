import { Anchor, Badge, Card, Group, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface HomeCardFrameProps {
  title: string;
  testId: string;
  count?: number | undefined;
  loading?: boolean;
  /** The page that shows everything, linked from the card's foot. */
  more?: { to: string; label: string } | undefined;
  children: ReactNode;
}

/** The frame every home card shares: title with an optional count, body, and a link to the full page. */
export function HomeCardFrame({ title, testId, count, loading = false, more, children }: HomeCardFrameProps) {
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Text fw={600}>{title}</Text>
        {count === undefined ? null : <Badge variant="light">{count}</Badge>}
      </Group>
      {loading ? <Skeleton height={72} radius="md" /> : children}
      {more ? (
        <Anchor component={Link} to={more.to} size="sm" mt="md" display="block">
          {more.label}
        </Anchor>
      ) : null}
    </Card>
  );
}

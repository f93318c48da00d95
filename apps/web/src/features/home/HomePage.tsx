import { Avatar, Badge, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconArrowRight, IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Clock } from '../../components/Clock';
import { useViewer } from '../../app/viewer/ViewerContext';
import { sideMenuItems, useNavLabel, useNavViewer, useRoleLabel, useStartupTermOptions } from '../shell';
import { MIRROR_IN_RTL } from '../../lib/direction/mirror';
import { useTenant } from '../../app/incubator/TenantContext';
import { homeCardsFor } from './homeCards';
import { HomeActivityCard } from './HomeActivityCard';
import { HomeAttentionCard } from './HomeAttentionCard';
import { HomeMetricsCard } from './HomeMetricsCard';
import { HomePortfolioActivityCard } from './HomePortfolioActivityCard';
import { HomeTasksCard } from './HomeTasksCard';

function greetingKey(hour: number): string {
  if (hour < 12) return 'home.goodMorning';
  if (hour < 18) return 'home.goodAfternoon';
  return 'home.goodEvening';
}

/** / : a card greeting the user with their role, then the cards their roles make true (homeCardsFor). */
export function HomePage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const navViewer = useNavViewer();
  const roleLabel = useRoleLabel();
  const { incubator } = useTenant();
  if (viewer.status !== 'authenticated' || !navViewer) return null;
  const { user } = viewer;
  const firstName = user.firstName ?? user.fullName.split(' ')[0] ?? user.fullName;
  const shortcuts = sideMenuItems(navViewer).filter((i) => i.key !== 'home');
  return (
    <Stack gap="xl" data-testid="home-page">
      <Paper
        data-testid="home-hero"
        p={{ base: 'lg', sm: 'xl' }}
        radius="lg"
        style={{
          // Dark enough everywhere for white text (WCAG AA: 5.7:1 at the lightest stop, indigo-8).
          background:
            'linear-gradient(135deg, var(--mantine-color-indigo-8) 0%, var(--mantine-color-violet-8) 60%, var(--mantine-color-indigo-9) 100%)',
          color: 'white',
        }}
      >
        <Group justify="space-between" align="center" wrap="wrap" gap="lg">
          <Stack gap={6}>
            <Text size="sm" opacity={0.9}>
              {incubator?.name}
            </Text>
            <Title order={1} c="white" data-testid="home-greeting">
              {t(greetingKey(new Date().getHours()), { name: firstName })}
            </Title>
            <Text opacity={0.9}>{t('home.subtitle')}</Text>
            <Clock size="sm" opacity={0.9} />
          </Stack>
          <Group gap="md" wrap="nowrap">
            <Avatar alt="" src={user.avatar} size={64} radius="xl" color="white" variant="filled" styles={{ placeholder: { color: 'var(--mantine-color-indigo-7)' } }}>
              {firstName.slice(0, 1)}
            </Avatar>
            <Stack gap={4}>
              <Text fw={600}>{user.fullName}</Text>
              <Badge variant="white" color="indigo" data-testid="home-role">
                {roleLabel}
              </Badge>
            </Stack>
          </Group>
        </Group>
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" data-testid="home-cards">
        {homeCardsFor(viewer.roles).map((card) => {
          switch (card) {
            case 'attention':
              return <HomeAttentionCard key={card} coaching={false} />;
            case 'coaching':
              return <HomeAttentionCard key={card} coaching />;
            case 'startups':
              return <StartupsCard key={card} startups={user.startups} />;
            case 'tasks':
              return <HomeTasksCard key={card} />;
            case 'metrics':
              return <HomeMetricsCard key={card} />;
            case 'portfolioActivity':
              return <HomePortfolioActivityCard key={card} coaching={false} />;
            case 'coachingActivity':
              return <HomePortfolioActivityCard key={card} coaching />;
            case 'activity':
              return <HomeActivityCard key={card} />;
            case 'shortcuts':
              return <ShortcutsCard key={card} items={shortcuts} />;
          }
        })}
      </SimpleGrid>
    </Stack>
  );
}

function StartupsCard({ startups }: { startups: ReadonlyArray<{ _id: string; name: string }> }) {
  const { t } = useTranslation();
  const startupTerms = useStartupTermOptions();
  return (
    <Card withBorder padding="lg" data-testid="home-startups">
      <Group justify="space-between" mb="md">
        <Text fw={600}>{t('home.yourStartups', startupTerms)}</Text>
        <Badge variant="light">{startups.length}</Badge>
      </Group>
      {startups.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('home.noStartups', startupTerms)}
        </Text>
      ) : (
        <Stack gap="xs">
          {startups.map((s) => (
            <UnstyledButton key={s._id} component={Link} to={`/startup/${s._id}`}>
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" radius="md">
                  <IconRocket size={16} />
                </ThemeIcon>
                <Text fw={500}>{s.name}</Text>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function ShortcutsCard({ items }: { items: ReturnType<typeof sideMenuItems> }) {
  const { t } = useTranslation();
  const navLabel = useNavLabel();
  return (
    <Card withBorder padding="lg" data-testid="home-shortcuts">
      <Text fw={600} mb="md">
        {t('home.shortcuts')}
      </Text>
      <SimpleGrid cols={2} spacing="xs">
        {items.map((item) => (
          <UnstyledButton key={item.key} component={Link} to={item.to} p="xs" style={{ borderRadius: 8 }}>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" color="gray" radius="md">
                <item.icon size={16} />
              </ThemeIcon>
              <Text size="sm">{navLabel(item)}</Text>
              <IconArrowRight size={14} className={MIRROR_IN_RTL} style={{ marginInlineStart: 'auto', flexShrink: 0, opacity: 0.6 }} aria-hidden />
            </Group>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Card>
  );
}

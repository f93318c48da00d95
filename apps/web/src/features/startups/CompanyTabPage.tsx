import { Alert, Anchor, Badge, Button, Card, Center, Grid, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { ERROR_CODES, STARTUP_SOCIAL_LINKS } from '@hatchery/domain';
import { IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundState } from '../../app/errors/NoAccessState';
import { loadPageNamespaces } from '../../app/i18n/i18n';
import { errorCodes } from '../../lib/errors/errorText';
import { useErrorText } from '../../lib/errors/useErrorText';
import { STARTUP_PROFILE, UPDATE_STARTUP_PROFILE, type StartupProfileData } from './documents';
import { PeopleCard } from './PeopleCard';
import { ProfileForm } from './ProfileForm';
import { StartupLogoCard } from './StartupLogoCard';
import { profileFormValues, profileInput } from './profileForm';
import { formatPercent, usePortfolioAlerts } from './portfolioUi';
import { LoadingIndicator } from '../../components/LoadingIndicator';

// The coaching feature's hour budgets (issue 17 item 4), with their namespace, fetched when the tab shows.
const HourBudgetsCard = lazy(() =>
  Promise.all([import('../coaching/HourBudgetsPage'), loadPageNamespaces(['coaching'])]).then(([m]) => ({ default: m.HourBudgetsCard })),
);

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: 0.3 }}>
        {label}
      </Text>
      <Text>{value && value.trim() !== '' ? value : '—'}</Text>
    </Stack>
  );
}

function ProfileView({ startup }: { startup: StartupProfileData }) {
  const { t, i18n } = useTranslation('startups');
  const founded = startup.foundedOn ? new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${startup.foundedOn}T00:00:00Z`)) : null;
  const links = [
    ...(startup.website ? [{ key: 'website', url: startup.website, label: t('profile.website') }] : []),
    ...STARTUP_SOCIAL_LINKS.flatMap((key) => {
      const url = startup.info?.[key];
      return url ? [{ key, url, label: t(`social.${key}`) }] : [];
    }),
  ];
  return (
    <Stack gap="lg" data-testid="startup-profile-view">
      {startup.description ? (
        <Text dir="auto" style={{ whiteSpace: 'pre-line' }}>{startup.description}</Text>
      ) : (
        <Text c="dimmed">{t('profile.noDescription')}</Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        <Fact label={t('profile.stage')} value={startup.stage ? t(`stages.${startup.stage}`) : null} />
        <Fact label={t('profile.foundedOn')} value={founded} />
        <Fact label={t('profile.location')} value={startup.location} />
        <Fact label={t('profile.teamSize')} value={startup.teamSize === null || startup.teamSize === undefined ? null : String(startup.teamSize)} />
      </SimpleGrid>
      <Stack gap={6}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: 0.3 }}>
          {t('profile.industries')}
        </Text>
        <Group gap={6}>
          {(startup.industries ?? []).length === 0 ? <Text>—</Text> : (startup.industries ?? []).map((i) => <Badge key={i._id} variant="outline" tt="none">{i.name}</Badge>)}
        </Group>
      </Stack>
      {links.length > 0 ? (
        <Group gap="md" wrap="wrap">
          {links.map((link) => (
            <Anchor key={link.key} href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
            </Anchor>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}

function Completeness({ startup }: { startup: StartupProfileData }) {
  const { t, i18n } = useTranslation('startups');
  const value = startup.profileCompleteness ?? 0;
  const missing = startup.missingProfileParts ?? [];
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="profile-completeness">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{t('profile.completeness')}</Text>
          <Text fw={600}>{formatPercent(value, i18n.language)}</Text>
        </Group>
        <Progress value={value} color={value === 100 ? 'teal' : undefined} aria-label={t('profile.completeness')} />
        {missing.length > 0 ? (
          <Text size="sm" c="dimmed">
            {t('profile.missing', { parts: missing.map((part) => t(`parts.${part}`)).join(', ') })}
          </Text>
        ) : (
          <Text size="sm" c="teal">
            {t('profile.complete')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** /startup/:id/file/company: the profile (edited in place by whoever may), its completeness and its people. */
export function CompanyTabPage({ startupId }: { startupId?: string } = {}) {
  const { t } = useTranslation('startups');
  const params = useParams();
  const id = startupId ?? params.id;
  const errorText = useErrorText();
  const { saved, failed } = usePortfolioAlerts();
  const [editing, setEditing] = useState(false);
  const { data, error } = useQuery(STARTUP_PROFILE, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  const [update] = useMutation(UPDATE_STARTUP_PROFILE);
  const startup = data?.startup;
  if (!startup) {
    if (error && errorCodes(error).includes(ERROR_CODES.notFound)) return <NotFoundState />;
    if (error) return <Alert color="red">{errorText(error)}</Alert>;
    return (
      <Center py="xl">
        <LoadingIndicator size="sm" label={t('frame.loading')} />
      </Center>
    );
  }
  const rights = startup.viewerRights;
  return (
    <Grid gap="lg" data-testid="company-tab">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Title order={2} size="h4">
                {t('profile.title')}
              </Title>
              {rights.edit && !editing ? (
                <Button size="xs" variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)} data-testid="edit-startup-profile">
                  {t('actions.edit')}
                </Button>
              ) : null}
            </Group>
            {editing ? (
              <ProfileForm
                initial={profileFormValues(startup)}
                mayRename={rights.rename}
                onCancel={() => setEditing(false)}
                onSubmit={async (values) => {
                  try {
                    await update({ variables: { startupId: startup._id, input: profileInput(values, rights.rename) } });
                    saved(t('profile.saved'));
                    setEditing(false);
                    return true;
                  } catch (caught) {
                    failed(caught);
                    return false;
                  }
                }}
              />
            ) : (
              <ProfileView startup={startup} />
            )}
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          {rights.edit ? <StartupLogoCard startup={startup} /> : null}
          <Completeness startup={startup} />
          <PeopleCard startup={startup} />
          <Suspense fallback={null}>
            <HourBudgetsCard startupId={startup._id} />
          </Suspense>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

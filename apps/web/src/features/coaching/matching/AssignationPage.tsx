import { Alert, Anchor, Badge, Button, Card, Group, Progress, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ACCEPT_MATCH, ASSIGNATION_ABILITIES, ASSIGNATION_STARTUPS, SUGGESTED_MATCHES, type Suggestion } from './documents';
import { useMatchingErrorText } from './matchingText';
import { ScoreExplanation } from './ScoreExplanation';

function SuggestionRow({ suggestion, startupId, onAccepted }: { suggestion: Suggestion; startupId: string; onAccepted: (name: string) => void }) {
  const { t, i18n } = useTranslation('coaching');
  const errorText = useMatchingErrorText();
  const [accept, { loading }] = useMutation(ACCEPT_MATCH, { refetchQueries: ['SuggestedMatches'], awaitRefetchQueries: true });
  const [refusal, setRefusal] = useState<string | null>(null);
  const { mentor } = suggestion;
  const score = Math.round(suggestion.score);
  const run = async () => {
    setRefusal(null);
    try {
      await accept({ variables: { startupId, mentorUserId: mentor._id } });
      onAccepted(mentor.fullName);
    } catch (error) {
      // Shown on the row it concerns (another editor may have assigned them meanwhile).
      setRefusal(errorText(error));
    }
  };
  return (
    <Card withBorder radius="md" padding="md" data-testid="suggestion" data-name={mentor.fullName} component="li">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
          <Text dir="auto" fw={600} truncate>{mentor.fullName}</Text>
          <Group gap={6}>
            <Text size="sm" c="dimmed">{t(`common:roles.${mentor.roleType}`, { defaultValue: mentor.roleType })}</Text>
            <Text size="sm" c="dimmed">·</Text>
            <Text size="sm" c="dimmed">
              {mentor.capacity === null ? t('matching.suggestions.loadNoLimit', { load: mentor.load }) : t('matching.suggestions.load', { load: mentor.load, capacity: mentor.capacity })}
            </Text>
            {suggestion.atCapacity ? <Badge color="orange" variant="light">{t('matching.suggestions.full')}</Badge> : null}
            {suggestion.feedback ? <Badge color={suggestion.feedback === 'going_well' ? 'teal' : 'red'} variant="light">{t(`matching.feedback.${suggestion.feedback}`)}</Badge> : null}
          </Group>
        </Stack>
        <Stack gap={4} w={140}>
          <Text size="sm" fw={600} data-testid="suggestion-score">{t('matching.suggestions.score', { score: new Intl.NumberFormat(i18n.language.replace('_', '-')).format(score) })}</Text>
          <Progress value={score} aria-label={t('matching.suggestions.scoreOf', { name: mentor.fullName, score })} size="sm" />
        </Stack>
        <Group gap="xs">
          <ScoreExplanation suggestion={suggestion} />
          <Button size="compact-md" onClick={() => void run()} loading={loading} aria-label={t('matching.suggestions.acceptLabel', { name: mentor.fullName })} data-testid="accept-match">
            {t('matching.suggestions.accept')}
          </Button>
        </Group>
      </Group>
      {refusal ? <Text size="sm" c="red" role="alert" mt="xs">{refusal}</Text> : null}
    </Card>
  );
}

function Suggestions({ startupId }: { startupId: string }) {
  const { t } = useTranslation('coaching');
  const errorText = useMatchingErrorText();
  const [accepted, setAccepted] = useState<string | null>(null);
  const { data, error, loading } = useQuery(SUGGESTED_MATCHES, { variables: { startupId }, fetchPolicy: 'cache-and-network' });
  const result = data?.suggestedMatches;
  if (error && !result) return <Alert color="red">{errorText(error)}</Alert>;
  if (!result) return loading ? <Skeleton height={240} radius="lg" /> : null;
  return (
    <Stack gap="sm">
      {accepted ? (
        <Alert color="teal" data-testid="match-accepted" withCloseButton onClose={() => setAccepted(null)} closeButtonLabel={t('common:alerts.close')}>
          {t('matching.suggestions.accepted', { name: accepted, startup: result.startupName })}{' '}
          <Anchor component={Link} to="/startups/mentors">{t('matching.suggestions.seeDirectory')}</Anchor>
        </Alert>
      ) : null}
      {result.suggestions.length === 0 ? (
        <Text c="dimmed" data-testid="no-suggestions">{t('matching.suggestions.none')}</Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('matching.suggestions.listLabel', { startup: result.startupName })}>
          {result.suggestions.map((s) => <SuggestionRow key={s.mentor._id} suggestion={s} startupId={startupId} onAccepted={setAccepted} />)}
        </Stack>
      )}
    </Stack>
  );
}

/** /community/people/assignation: pick a startup, see mentors ranked by the tenant's matching rules, accept one. */
export function AssignationPage() {
  const { t } = useTranslation('coaching');
  const [params, setParams] = useSearchParams();
  const startupId = params.get('startup');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const abilities = useQuery(ASSIGNATION_ABILITIES);
  const mayAssign = abilities.data?.mentorsAbilities.viewerCanAssign;
  const startups = useQuery(ASSIGNATION_STARTUPS, { variables: { search: debounced || null }, skip: !mayAssign });
  return (
    <Stack gap="lg" maw={960} data-testid="assignation-page">
      <Stack gap={4}>
        <Title order={1} size="h2">{t('pages:peopleAssignation')}</Title>
        <Text c="dimmed">{t('matching.suggestions.intro')}</Text>
      </Stack>
      {abilities.loading && !abilities.data ? (
        <Skeleton height={60} radius="md" />
      ) : !mayAssign ? (
        <Alert color="gray" data-testid="assignation-no-access">{t('matching.suggestions.noAccess')}</Alert>
      ) : (
        <>
          <Select
            label={t('matching.suggestions.startup')}
            placeholder={t('matching.suggestions.startupPlaceholder')}
            data={(startups.data?.startups.results ?? []).map((s) => ({ value: s._id, label: s.name }))}
            value={startupId}
            onChange={(id) => setParams(id ? { startup: id } : {}, { replace: true })}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            nothingFoundMessage={t('matching.suggestions.noStartup')}
            maw={420}
            data-testid="assignation-startup"
          />
          {startupId ? <Suggestions key={startupId} startupId={startupId} /> : null}
        </>
      )}
    </Stack>
  );
}

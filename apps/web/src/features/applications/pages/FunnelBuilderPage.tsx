import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Center, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from '../../../lib/alerts/alertStore';
import { MIRROR_IN_RTL } from '../../../lib/direction/mirror';
import { FunnelSettingsForm, type FunnelSettingsDraft } from '../builder/FunnelSettingsForm';
import { RoundsEditor } from '../builder/RoundsEditor';
import { fromLocalInput, toLocalInput } from '../../../lib/dates/localInput';
import { draftsFromRounds, roundsInput, type RoundDraft } from '../builder/roundsModel';
import { FUNNEL, FUNNEL_OPTIONS, PUBLISH_FUNNEL, SAVE_FUNNEL_ROUNDS, UPDATE_FUNNEL, type FunnelDetail } from '../documents';
import { graphQLMessages, parseServerMessage } from '../serverMessage';
import { useFunnelErrorText } from '../useFunnelErrorText';
import { PhaseBadge } from './PhaseBadge';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

function settingsOf(funnel: FunnelDetail): FunnelSettingsDraft {
  return {
    name: funnel.name,
    slug: funnel.slug,
    description: funnel.description ?? '',
    programId: funnel.program?._id ?? null,
    category: funnel.category,
    intakeFormId: funnel.intakeForm?._id ?? null,
    opensAt: toLocalInput(funnel.opensAt),
    closesAt: toLocalInput(funnel.closesAt),
    reapplyRule: funnel.reapplyRule,
  };
}

interface Problems {
  fields: Record<string, string>;
  rounds: Map<number, string>;
  general: string | null;
}
const NO_PROBLEMS: Problems = { fields: {}, rounds: new Map(), general: null };

/** /applications/funnels/{id}/builder (issue 16 item 1): the funnel's settings and its ordered rounds; save, publish. */
export function FunnelBuilderPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('applications');
  const errorText = useFunnelErrorText();
  const { data, error, loading } = useQuery(FUNNEL, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const options = useQuery(FUNNEL_OPTIONS).data;
  const [updateFunnel] = useMutation(UPDATE_FUNNEL);
  const [saveRounds] = useMutation(SAVE_FUNNEL_ROUNDS);
  const [publish, publishing] = useMutation(PUBLISH_FUNNEL);
  const funnel = data?.funnel;
  const [settings, setSettings] = useState<FunnelSettingsDraft | null>(null);
  const [rounds, setRounds] = useState<RoundDraft[]>([]);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);

  const reset = (next: FunnelDetail) => {
    setSettings(settingsOf(next));
    setRounds(draftsFromRounds(next.rounds));
    setDirty(false);
  };
  const loadedId = funnel?._id;
  useEffect(() => {
    if (funnel && settings === null) reset(funnel);
    // Only the first load fills the drafts; later answers come from our own saves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedId]);

  if (!funnel || !settings) {
    if (error || (!loading && !funnel)) return <Alert color="red" data-testid="funnel-not-found">{error ? errorText(error) : t('builder.notFound')}</Alert>;
    return (
      <Center py="xl">
        <LoadingIndicator size="sm" label={t('loading')} />
      </Center>
    );
  }
  const readOnly = !funnel.viewerCanEdit || funnel.status === 'archived';

  const showProblems = (failure: unknown) => {
    const next: Problems = { fields: {}, rounds: new Map(), general: null };
    const text = errorText(failure);
    for (const message of graphQLMessages(failure).map(parseServerMessage)) {
      if (message.roundIndex !== null) next.rounds.set(message.roundIndex, text);
      else if (message.field && message.field !== 'rounds' && message.key) next.fields[message.field] = text;
    }
    if (next.rounds.size === 0 && Object.keys(next.fields).length === 0) next.general = text;
    setProblems(next);
    toast('error', text);
  };

  const save = async () => {
    setSaving(true);
    setProblems(NO_PROBLEMS);
    try {
      const input = {
        programId: settings.programId ?? '',
        name: settings.name,
        slug: settings.slug.trim() || null,
        description: settings.description.trim() || null,
        category: settings.category,
        intakeFormId: settings.intakeFormId,
        opensAt: fromLocalInput(settings.opensAt),
        closesAt: fromLocalInput(settings.closesAt),
        reapplyRule: settings.reapplyRule,
      };
      let saved = (await updateFunnel({ variables: { funnelId: funnel._id, input } })).data?.updateFunnel;
      if (rounds.length > 0 || funnel.rounds.length > 0) saved = (await saveRounds({ variables: { funnelId: funnel._id, rounds: roundsInput(rounds) } })).data?.saveFunnelRounds ?? saved;
      if (saved) reset(saved);
      toast('success', t('builder.saved'));
    } catch (failure) {
      showProblems(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg" w="100%" maw={960} miw={0} mx="auto" data-testid="funnel-builder-page">
      <Anchor component={Link} to="/applications/funnels/management" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden className={MIRROR_IN_RTL} />
          {t('builder.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" wrap="wrap" gap="sm" align="center">
        <Group gap="sm" wrap="wrap" style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} data-testid="funnel-title">
            {funnel.name}
          </Title>
          <PhaseBadge phase={funnel.phase} />
        </Group>
        {readOnly ? null : (
          <Group gap="sm">
            {dirty ? (
              <Text size="sm" c="dimmed" data-testid="funnel-unsaved">
                {t('builder.unsaved')}
              </Text>
            ) : null}
            {funnel.status === 'draft' ? (
              <Button
                variant="default"
                loading={publishing.loading}
                disabled={dirty}
                onClick={() => publish({ variables: { funnelId: funnel._id } }).then((r) => { if (r.data) reset(r.data.publishFunnel); toast('success', t('builder.published')); }, showProblems)}
                data-testid="funnel-publish"
              >
                {t('builder.publish')}
              </Button>
            ) : null}
            <Button onClick={() => void save()} loading={saving} data-testid="funnel-save">
              {t('builder.save')}
            </Button>
          </Group>
        )}
      </Group>
      {readOnly && funnel.status !== 'archived' ? <Alert color="gray">{t('builder.readOnly')}</Alert> : null}
      {problems.general ? (
        <Alert color="red" data-testid="funnel-problem">
          {problems.general}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Title order={2} size="h4" mb="sm">
          {t('builder.settings')}
        </Title>
        <FunnelSettingsForm
          value={settings}
          onChange={(next) => {
            setSettings(next);
            setDirty(true);
          }}
          options={options}
          errors={problems.fields}
          readOnly={readOnly}
        />
      </Paper>
      <Divider />
      <RoundsEditor
        rounds={rounds}
        onChange={(next) => {
          setRounds(next);
          setDirty(true);
        }}
        options={options}
        problems={problems.rounds}
        readOnly={readOnly}
      />
    </Stack>
  );
}

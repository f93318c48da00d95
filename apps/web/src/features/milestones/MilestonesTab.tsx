import { Alert, Button, Center, Group, Paper, RingProgress, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { isInRoleGroup } from '@hatchery/domain';
import { IconPlus, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../app/viewer/ViewerContext';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { StartupFileTab } from '../startup-file';
import {
  APPLY_MILESTONE_TEMPLATES,
  CREATE_STARTUP_MILESTONE,
  DELETE_STARTUP_MILESTONE,
  STARTUP_MILESTONE_PLAN,
  UPDATE_STARTUP_MILESTONE,
  type MilestonePlan,
  type StartupMilestone,
} from './documents';
import { MilestoneCard, type MilestoneAction } from './MilestoneCard';
import { MilestoneDialogs, type MilestoneDialog } from './MilestoneDialogs';
import { ProgressModal } from './ProgressModal';
import { LoadingIndicator } from '../../components/LoadingIndicator';

type Dialog = MilestoneDialog<StartupMilestone> | { kind: 'progress'; item: StartupMilestone } | null;

function PlanSummary({ plan }: { plan: MilestonePlan }) {
  const { t } = useTranslation('milestones');
  const flagged = plan.milestones.reduce((n, node) => n + (node.milestone.flagged ? 1 : 0) + node.subMilestones.filter((s) => s.flagged).length, 0);
  const done = plan.milestones.filter((node) => node.percent >= 100).length;
  // Mantine's plain red (red.6) reads at 3.3:1 on white: too faint for small text (axe color-contrast, WCAG 1.4.3).
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  return (
    <Paper withBorder radius="md" p="md" data-testid="milestone-plan-summary" data-percent={plan.percent}>
      <Group gap="lg" wrap="nowrap">
        <RingProgress
          size={84}
          thickness={8}
          roundCaps
          sections={[{ value: plan.percent, color: plan.percent >= 100 ? 'teal' : 'blue' }]}
          label={
            <Text ta="center" fw={700} size="sm">
              {t('percent', { percent: plan.percent })}
            </Text>
          }
          aria-label={t('planProgress', { percent: plan.percent })}
        />
        <Stack gap={2}>
          <Text fw={600}>{t('summary.done', { done, total: plan.milestones.length })}</Text>
          {flagged > 0 ? (
            <Text size="sm" c={dark ? 'red.4' : 'red.9'}>
              {t('summary.flagged', { flagged })}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

function Milestones({ startupId }: { startupId: string }) {
  const { t } = useTranslation('milestones');
  const errorText = useErrorText();
  const viewer = useViewer();
  const staff = viewer.status === 'authenticated' && viewer.roles.some((role) => isInRoleGroup(role, 'staff'));
  const [dialog, setDialog] = useState<Dialog>(null);
  const { data, error } = useQuery(STARTUP_MILESTONE_PLAN, { variables: { startupId }, fetchPolicy: 'cache-and-network' });
  // Each mutation answers the whole plan (percentages are the server's): it replaces the one on screen. The plan has
  // no id of its own, so it is written to this startup's query rather than merged by the cache.
  const client = useApolloClient();
  const show = (next: MilestonePlan | undefined) => {
    if (next) client.cache.writeQuery({ query: STARTUP_MILESTONE_PLAN, variables: { startupId }, data: { startupMilestonePlan: next } });
  };
  const [create] = useMutation(CREATE_STARTUP_MILESTONE, { onCompleted: (d) => show(d.createStartupMilestone) });
  const [update] = useMutation(UPDATE_STARTUP_MILESTONE, { onCompleted: (d) => show(d.updateStartupMilestone) });
  const [remove] = useMutation(DELETE_STARTUP_MILESTONE, { onCompleted: (d) => show(d.deleteStartupMilestone) });
  const [apply, { loading: applying }] = useMutation(APPLY_MILESTONE_TEMPLATES, { onCompleted: (d) => show(d.applyMilestoneTemplates) });
  const plan = data?.startupMilestonePlan;
  if (!plan) {
    if (error) return <Alert color="red">{errorText(error)}</Alert>;
    return (
      <Center py="xl">
        <LoadingIndicator size="sm" label={t('loading')} />
      </Center>
    );
  }
  const quietly = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (failure) {
      toast('error', errorText(failure));
    }
  };
  const onAction = (action: MilestoneAction) => {
    const { milestone } = action;
    if (action.kind === 'flag') void quietly(() => update({ variables: { id: milestone._id, input: { flagged: action.flagged } } }));
    else if (action.kind === 'complete') void quietly(() => update({ variables: { id: milestone._id, input: { completed: action.completed } } }));
    else if (action.kind === 'addSub') setDialog({ kind: 'add', parent: milestone });
    else setDialog({ kind: action.kind, item: milestone });
  };
  const applyTemplates = () =>
    quietly(async () => {
      await apply({ variables: { startupId } });
      toast('success', t('templatesApplied'));
    });
  return (
    <Stack gap="md">
      {plan.milestones.length > 0 ? <PlanSummary plan={plan} /> : null}
      {plan.viewerCanCreate ? (
        <Group gap="sm" wrap="wrap">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'add', parent: null })} data-testid="milestone-add">
            {t('add')}
          </Button>
          {staff ? (
            <Button variant="light" leftSection={<IconTemplate size={16} aria-hidden />} loading={applying} onClick={() => void applyTemplates()} data-testid="milestone-apply-templates">
              {t('applyTemplates')}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {plan.milestones.length === 0 ? (
        <Text c="dimmed" data-testid="milestones-empty">
          {plan.viewerCanCreate ? t('emptyEditable') : t('empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          {plan.milestones.map((node) => (
            <MilestoneCard key={node.milestone._id} milestone={node.milestone} percent={node.percent} subMilestones={node.subMilestones} canEdit={plan.viewerCanEdit} onAction={onAction} />
          ))}
        </Stack>
      )}
      <MilestoneDialogs
        dialog={dialog?.kind === 'progress' ? null : dialog}
        withDueOn
        addTitle={t('add')}
        deleteTitle={t('deleteTitle')}
        deleteConfirm={(name) => t('deleteConfirm', { name })}
        deleteTestId="milestone-delete-confirm"
        onCreate={(input, parentId) => create({ variables: { startupId, input: { ...input, parentId } } })}
        onUpdate={(id, input) => update({ variables: { id, input } })}
        onDelete={(id) => void quietly(() => remove({ variables: { id } }))}
        onClose={() => setDialog(null)}
      />
      {dialog?.kind === 'progress' ? (
        <ProgressModal milestone={dialog.item} onSave={(progress) => update({ variables: { id: dialog.item._id, input: { progress } } })} onClose={() => setDialog(null)} />
      ) : null}
    </Stack>
  );
}

/** /startup/:id/file/milestones: the startup's milestone plan (milestones flag; Startup milestone keys to change it). */
export function StartupMilestonesPage() {
  const { t } = useTranslation('milestones');
  return (
    <StartupFileTab testId="startup-milestones-page">
      {(summary) =>
        summary.milestonesAvailable ? (
          <Milestones startupId={summary.startup._id} />
        ) : (
          <Alert color="gray" data-testid="milestones-off">
            {t('off')}
          </Alert>
        )
      }
    </StartupFileTab>
  );
}

import { htmlLang } from '../../app/i18n/locale';
import { ActionIcon, Badge, Button, Checkbox, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconFlag, IconFlagFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StartupMilestone } from './documents';
import { MilestoneItemMenu } from './MilestoneDialogs';
import { progressText } from './milestoneForm';

export type MilestoneAction =
  | { kind: 'progress'; milestone: StartupMilestone }
  | { kind: 'edit'; milestone: StartupMilestone }
  | { kind: 'delete'; milestone: StartupMilestone }
  | { kind: 'addSub'; milestone: StartupMilestone }
  | { kind: 'flag'; milestone: StartupMilestone; flagged: boolean }
  | { kind: 'complete'; milestone: StartupMilestone; completed: boolean };

interface MilestoneRowProps {
  milestone: StartupMilestone;
  percent: number;
  canEdit: boolean;
  /** Top level: may take sub-milestones. */
  top: boolean;
  /** Its percent comes from its sub-milestones (no target of its own): nothing to tick by hand. */
  derived: boolean;
  onAction: (action: MilestoneAction) => void;
}

function MilestoneRow({ milestone, percent, canEdit, top, derived, onAction }: MilestoneRowProps) {
  const { t, i18n } = useTranslation('milestones');
  const number = new Intl.NumberFormat(htmlLang(i18n.language), { maximumFractionDigits: 2 });
  const amount = progressText(milestone, (n) => number.format(n));
  const hasTarget = milestone.target !== null && milestone.target > 0;
  const due = milestone.dueOn ? new Intl.DateTimeFormat(htmlLang(i18n.language), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${milestone.dueOn}T00:00:00Z`)) : null;
  return (
    <Stack gap={6} data-testid={top ? 'milestone' : 'sub-milestone'} data-name={milestone.name} data-percent={percent}>
      <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={top ? 700 : 600} size={top ? 'md' : 'sm'} style={{ overflowWrap: 'anywhere' }}>
              {milestone.name}
            </Text>
            {milestone.flagged ? (
              <Badge color="red" variant="light" leftSection={<IconFlagFilled size={12} aria-hidden />} data-testid="milestone-flagged">
                {t('flagged')}
              </Badge>
            ) : null}
            {milestone.completed ? <Badge color="teal" variant="light">{t('completed')}</Badge> : null}
          </Group>
          {milestone.goal ? (
            <Text size="sm" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {milestone.goal}
            </Text>
          ) : null}
          {due ? <Text size="xs" c="dimmed">{t('due', { date: due })}</Text> : null}
        </Stack>
        {canEdit ? (
          <Group gap={4} wrap="nowrap">
            {hasTarget ? (
              <Button size="compact-sm" variant="light" onClick={() => onAction({ kind: 'progress', milestone })} data-testid="milestone-update-progress">
                {t('progress.update')}
              </Button>
            ) : derived ? null : (
              <Checkbox
                label={t('done')}
                checked={milestone.completed}
                onChange={(event) => onAction({ kind: 'complete', milestone, completed: event.currentTarget.checked })}
                data-testid="milestone-done"
              />
            )}
            <ActionIcon
              variant="subtle"
              color={milestone.flagged ? 'red' : 'gray'}
              onClick={() => onAction({ kind: 'flag', milestone, flagged: !milestone.flagged })}
              aria-label={milestone.flagged ? t('unflag', { name: milestone.name }) : t('flag', { name: milestone.name })}
              aria-pressed={milestone.flagged}
              data-testid="milestone-flag"
            >
              {milestone.flagged ? <IconFlagFilled size={18} /> : <IconFlag size={18} />}
            </ActionIcon>
            <MilestoneItemMenu
              item={milestone}
              top={top}
              onDialog={(dialog) => onAction(dialog.kind === 'add' ? { kind: 'addSub', milestone } : { kind: dialog.kind, milestone })}
              testIds={{ menu: 'milestone-menu', addSub: 'milestone-add-sub' }}
            />
          </Group>
        ) : null}
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Progress
          value={percent}
          color={percent >= 100 ? 'teal' : milestone.flagged ? 'red' : 'blue'}
          size={top ? 'md' : 'sm'}
          radius="xl"
          style={{ flex: 1 }}
          aria-label={t('progress.aria', { name: milestone.name, percent })}
        />
        <Text size="sm" fw={600} miw={40} ta="end" data-testid="milestone-percent">
          {t('percent', { percent })}
        </Text>
      </Group>
      {amount ? (
        <Text size="xs" c="dimmed">
          {/* "250 / 500 kUSD" keeps its order in a right-to-left page. */}
          <bdi dir="ltr">{amount}</bdi>
        </Text>
      ) : null}
    </Stack>
  );
}

interface MilestoneCardProps {
  milestone: StartupMilestone;
  percent: number;
  subMilestones: StartupMilestone[];
  canEdit: boolean;
  onAction: (action: MilestoneAction) => void;
}

/** One milestone of the plan with its sub-milestones, progress bars and (for who may edit) its actions. */
export function MilestoneCard({ milestone, percent, subMilestones, canEdit, onAction }: MilestoneCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <MilestoneRow
          milestone={milestone}
          percent={percent}
          canEdit={canEdit}
          top
          derived={subMilestones.length > 0 && !(milestone.target !== null && milestone.target > 0)}
          onAction={onAction}
        />
        {subMilestones.length > 0 ? (
          <Stack gap="sm" ps={{ base: 'sm', sm: 'lg' }} style={{ borderInlineStart: '2px solid var(--mantine-color-default-border)' }}>
            {subMilestones.map((sub) => (
              <MilestoneRow key={sub._id} milestone={sub} percent={sub.percent} canEdit={canEdit} top={false} derived={false} onAction={onAction} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

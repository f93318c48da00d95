import { Badge, Button, Checkbox, Group, Paper, Stack, Text, Textarea, Timeline } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconArrowsExchange, IconLock, IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/alerts/alertStore';
import { ApplicationStatusBadge } from '../overview/ApplicationStatusBadge';
import { ADD_APPLICATION_COMMENT, type ApplicationFile } from '../overview/documents';
import { formatDate } from '../overview/formatDate';
import { usePipelineErrorText } from '../overview/usePipelineErrorText';

type Entry =
  | { kind: 'comment'; at: string; comment: ApplicationFile['comments'][number] }
  | { kind: 'history'; at: string; event: ApplicationFile['history'][number] };

function CommentForm({ application, onPosted }: { application: ApplicationFile; onPosted: () => void }) {
  const { t } = useTranslation('applicationsPipeline');
  const errorText = usePipelineErrorText();
  const [body, setBody] = useState('');
  const [staffOnly, setStaffOnly] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [post, { loading }] = useMutation(ADD_APPLICATION_COMMENT);
  const submit = async () => {
    try {
      await post({ variables: { applicationId: application._id, body, staffOnly } });
      setBody('');
      setError(null);
      toast('success', t('file.commented'));
      onPosted();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Textarea label={t('file.comment')} placeholder={t('file.commentPlaceholder')} value={body} onChange={(e) => setBody(e.currentTarget.value)} error={error} autosize minRows={2} maxLength={5000} data-testid="comment-body" />
        <Group justify="space-between" wrap="wrap">
          {application.viewerCanWriteNote ? <Checkbox label={t('file.staffOnly')} checked={staffOnly} onChange={(e) => setStaffOnly(e.currentTarget.checked)} data-testid="comment-staff-only" /> : <span />}
          <Button onClick={() => void submit()} loading={loading} disabled={body.trim() === ''} data-testid="comment-post">
            {t('file.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The activities tab: the comment form, then comments, staff-only notes and the status history, newest first. */
export function ActivitiesTab({ application, onChanged }: { application: ApplicationFile; onChanged: () => void }) {
  const { t, i18n } = useTranslation('applicationsPipeline');
  const entries: Entry[] = [
    ...application.comments.map((comment) => ({ kind: 'comment' as const, at: String(comment.createdAt), comment })),
    ...application.history.map((event) => ({ kind: 'history' as const, at: String(event.createdAt), event })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Stack gap="lg">
      {application.viewerCanComment ? <CommentForm application={application} onPosted={onChanged} /> : null}
      {entries.length === 0 ? (
        <Text c="dimmed">{t('file.noActivity')}</Text>
      ) : (
        <Timeline bulletSize={26} lineWidth={2} data-testid="activity-timeline">
          {entries.map((entry) =>
            entry.kind === 'comment' ? (
              <Timeline.Item
                key={`c-${entry.comment._id}`}
                bullet={entry.comment.staffOnly ? <IconLock size={14} aria-hidden /> : <IconMessage size={14} aria-hidden />}
                title={
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} size="sm">
                      {entry.comment.author?.fullName ?? t('file.someone')}
                    </Text>
                    {entry.comment.staffOnly ? (
                      <Badge size="sm" color="grape" variant="light" style={{ textTransform: 'none' }}>
                        {t('file.staffNote')}
                      </Badge>
                    ) : null}
                  </Group>
                }
                data-testid="activity-comment"
              >
                <Text dir="auto" size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {entry.comment.body}
                </Text>
                <Text size="xs" c="dimmed" mt={4}>
                  <bdi>{formatDate(entry.at, i18n.language, true)}</bdi>
                </Text>
              </Timeline.Item>
            ) : (
              <Timeline.Item
                key={`h-${entry.event._id}`}
                bullet={<IconArrowsExchange size={14} aria-hidden />}
                title={
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} size="sm">
                      {entry.event.decision ? t(`decision.${entry.event.decision}`) : t('file.history')}
                    </Text>
                    <ApplicationStatusBadge status={entry.event.toStatus} />
                  </Group>
                }
                data-testid="activity-history"
              >
                <Text size="sm" c="dimmed">
                  {entry.event.toRound && entry.event.toRound._id !== entry.event.fromRound?._id ? t('file.enteredRound', { round: entry.event.toRound.name }) : null}
                  {entry.event.actor ? ` · ${entry.event.actor.fullName}` : ''}
                </Text>
                {entry.event.reason ? (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {t('file.reasonLabel', { reason: entry.event.reason })}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed" mt={4}>
                  <bdi>{formatDate(entry.at, i18n.language, true)}</bdi>
                </Text>
              </Timeline.Item>
            ),
          )}
        </Timeline>
      )}
    </Stack>
  );
}

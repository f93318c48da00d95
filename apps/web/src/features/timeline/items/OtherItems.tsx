import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCategory, IconMail, IconPlayerSkipForward, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TimelineItem } from '../documents';
import { ItemFrame } from './ItemFrame';
import { useDateTimeText, useDueDayText } from './useDateTimeText';

type TimelineCategorizationUpdateItem = Extract<TimelineItem, { __typename: 'TimelineCategorizationUpdate' }>;
type TimelineCategorizationSkipItem = Extract<TimelineItem, { __typename: 'TimelineCategorizationSkip' }>;
type TimelineCoachingSessionPostItem = Extract<TimelineItem, { __typename: 'TimelineCoachingSessionPost' }>;
type TimelineCoachingInvitePostItem = Extract<TimelineItem, { __typename: 'TimelineCoachingInvitePost' }>;
type TimelineEmailThreadPostItem = Extract<TimelineItem, { __typename: 'TimelineEmailThreadPost' }>;

/** The email's delivery flags, each with a count (`openedCount`…), in the order they are shown. */
const EMAIL_FLAGS = ['opened', 'delivered', 'bounced', 'deferred', 'dropped', 'spam'] as const;

const names = (people: readonly { fullName: string }[]) => people.map((p) => p.fullName).join(', ');

/** TML-14: the startup answered the categorization questionnaire. */
export function CategorizationUpdateItem({ item }: { item: TimelineCategorizationUpdateItem }) {
  const { t } = useTranslation('timeline');
  return (
    <ItemFrame kind={item.__typename} icon={<IconCategory size={18} />} title={t('categorization.updateTitle')} author={item.createdBy} at={item.createdAt}>
      {item.message && <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>{item.message}</Text>}
    </ItemFrame>
  );
}

/** TML-17: the startup skipped the questionnaire for this month. */
export function CategorizationSkipItem({ item }: { item: TimelineCategorizationSkipItem }) {
  const { t } = useTranslation('timeline');
  const dueDay = useDueDayText();
  return (
    <ItemFrame kind={item.__typename} icon={<IconPlayerSkipForward size={18} />} title={t('categorization.skipTitle')} author={item.createdBy} at={item.createdAt}>
      {item.dueDate && <Text size="sm">{t('categorization.skipText', { date: dueDay(item.dueDate) })}</Text>}
    </ItemFrame>
  );
}

/** TML-11–13: a coaching session, with its people, topics, link and changes. */
export function CoachingSessionPostItem({ item }: { item: TimelineCoachingSessionPostItem }) {
  const { t } = useTranslation('timeline');
  const date = useDateTimeText();
  const session = item.coachingSession;
  const url = item.appEvent?.conferenceData?.url;
  return (
    <ItemFrame kind={item.__typename} icon={<IconCalendarEvent size={18} />} title={session?.name || t('coaching.sessionTitle')} author={item.createdBy} at={item.createdAt}>
      {session && (
        <Stack gap={4}>
          <Text size="sm">
            {t('coaching.when', { date: date(session.sessionStartDateTime ?? session.date) })}
            {(session.estimatedDuration ?? session.expectedDuration) !== null && ` · ${t('coaching.minutes', { count: session.estimatedDuration ?? session.expectedDuration ?? 0 })}`}
          </Text>
          {session.coachs.length > 0 && <Text size="sm">{t('coaching.coaches', { names: names(session.coachs) })}</Text>}
          {session.attendees.length > 0 && <Text size="sm">{t('coaching.attendees', { names: names(session.attendees) })}</Text>}
          {session.topics.length > 0 && (
            <Group gap={4}>
              {session.topics.map((topic) => (
                <Badge key={topic._id} variant="outline" size="sm">
                  {topic.name}
                </Badge>
              ))}
            </Group>
          )}
          {session.editor && <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>{session.editor}</Text>}
          {session.staffEditor && (
            <Text size="sm" c="dimmed" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {t('coaching.staffNotes')}: {session.staffEditor}
            </Text>
          )}
        </Stack>
      )}
      {url && (
        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
          {t('coaching.join')}
        </Anchor>
      )}
      {item.changelogs.length > 0 && (
        <Stack gap={2}>
          {item.changelogs.map((change, index) => (
            <Text key={index} size="xs" c="dimmed">
              {t('coaching.change', {
                name: change.initiator?.fullName ?? t('system'),
                from: change.oldValue?.type === 'date' ? date(change.oldValue.value) : (change.oldValue?.value ?? '—'),
                to: change.newValue?.type === 'date' ? date(change.newValue.value) : (change.newValue?.value ?? '—'),
              })}
            </Text>
          ))}
        </Stack>
      )}
    </ItemFrame>
  );
}

const INVITE_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'expired'] as const;

/** TML-15/16: an invitation to a coaching session and its answer. */
export function CoachingInvitePostItem({ item }: { item: TimelineCoachingInvitePostItem }) {
  const { t } = useTranslation('timeline');
  const date = useDateTimeText();
  const invite = item.invite;
  const status = (INVITE_STATUSES as readonly string[]).includes(invite?.status ?? '') ? (invite?.status as (typeof INVITE_STATUSES)[number]) : 'pending';
  const invitees = invite ? [...invite.incubatorInvitees, ...invite.startupInvitees] : [];
  return (
    <ItemFrame
      kind={item.__typename}
      icon={<IconUserPlus size={18} />}
      title={invite?.session?.name || t('coaching.inviteTitle')}
      author={item.createdBy}
      at={item.createdAt}
      badges={invite ? <Badge variant="light" size="sm">{t(`coaching.status.${status}`)}</Badge> : null}
    >
      {invite?.session?.date && <Text size="sm">{t('coaching.when', { date: date(invite.session.date) })}</Text>}
      {invitees.length > 0 && <Text size="sm">{t('coaching.invitees', { names: names(invitees) })}</Text>}
      {item.appEvent?.location && <Text size="sm">{t('coaching.location', { place: item.appEvent.location })}</Text>}
      {invite?.expires && <Text size="xs" c="dimmed">{t('coaching.expires', { date: date(invite.expires) })}</Text>}
    </ItemFrame>
  );
}

/** TML-18: an e-mail sent to the startup; delivery counts only for those who may see them (null otherwise). */
export function EmailThreadPostItem({ item }: { item: TimelineEmailThreadPostItem }) {
  const { t } = useTranslation('timeline');
  const date = useDateTimeText();
  const message = item.emailMessage;
  const flags = message ? EMAIL_FLAGS.filter((flag) => message[`${flag}Count`] !== null) : [];
  return (
    <ItemFrame kind={item.__typename} icon={<IconMail size={18} />} title={message?.subject || t('email.title')} author={item.createdBy} at={item.createdAt}>
      {message && (
        <Stack gap={4}>
          {message.recipients.length > 0 && <Text size="xs" c="dimmed">{t('email.to', { list: message.recipients.join(', ') })}</Text>}
          {message.cc.length > 0 && <Text size="xs" c="dimmed">{t('email.cc', { list: message.cc.join(', ') })}</Text>}
          {message.emailContent && (
            <Text size="sm" lineClamp={6} dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {message.emailContent}
            </Text>
          )}
          {flags.length > 0 && (
            <Group gap={4} data-testid="timeline-email-metadata">
              {flags.map((flag) => (
                <Badge key={flag} variant={message[flag] ? 'filled' : 'outline'} size="sm" color={flag === 'bounced' || flag === 'dropped' || flag === 'spam' ? 'red' : 'blue'}>
                  {t(`email.flags.${flag}`, { count: message[`${flag}Count`] ?? 0 })}
                </Badge>
              ))}
            </Group>
          )}
          {message.lastOpenedAt && <Text size="xs" c="dimmed">{t('email.lastOpened', { date: date(message.lastOpenedAt) })}</Text>}
        </Stack>
      )}
    </ItemFrame>
  );
}

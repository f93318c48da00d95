import { Alert, Anchor, Badge, Button, Card, Group, MultiSelect, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { VIDEO_CONFERENCING } from '@hatchery/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPDATE_SESSION, type CoachingSessionData } from './documents';
import { providerEnum, useSessionErrorText } from './sessionText';

interface Draft {
  title: string;
  topicIds: string[];
  location: string;
  videoProvider: string | null;
  videoLink: string;
}

const draftOf = (s: CoachingSessionData): Draft => ({
  title: s.title ?? '',
  topicIds: s.topics.map((t) => t._id),
  location: s.location ?? '',
  videoProvider: s.videoProvider,
  videoLink: s.videoLink ?? '',
});

/** The session's edit form (hosts and staff): title, topics, place, video provider and link (REF-17). */
function DetailsForm({ session, onDone }: { session: CoachingSessionData; onDone: () => void }) {
  const { t } = useTranslation('coaching');
  const errorText = useSessionErrorText();
  const [draft, setDraft] = useState<Draft>(() => draftOf(session));
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useMutation(UPDATE_SESSION);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = async () => {
    setFailure(null);
    try {
      await save({
        variables: {
          id: session._id,
          input: {
            title: draft.title,
            topicIds: draft.topicIds,
            location: draft.location,
            videoProvider: draft.videoProvider ? providerEnum(draft.videoProvider) : null,
            videoLink: draft.videoLink,
          },
        },
      });
      onDone();
    } catch (caught) {
      setFailure(errorText(caught));
    }
  };
  return (
    <Stack gap="sm" data-testid="session-details-form">
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <TextInput label={t('session.title')} value={draft.title} maxLength={200} onChange={(e) => set('title', e.currentTarget.value)} />
      <MultiSelect
        label={t('session.topics')}
        data={session.topicOptions.map((o) => ({ value: o._id, label: o.name }))}
        value={draft.topicIds}
        onChange={(value) => set('topicIds', value)}
        searchable
        nothingFoundMessage={t('session.noTopicOptions')}
      />
      <TextInput label={t('session.location')} value={draft.location} maxLength={500} onChange={(e) => set('location', e.currentTarget.value)} />
      <Select
        label={t('session.videoProvider')}
        data={VIDEO_CONFERENCING.map((p) => ({ value: p, label: p }))}
        value={draft.videoProvider}
        onChange={(value) => set('videoProvider', value)}
        clearable
      />
      <TextInput label={t('session.videoLink')} placeholder="https://" value={draft.videoLink} onChange={(e) => set('videoLink', e.currentTarget.value)} dir="ltr" />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          {t('session.discard')}
        </Button>
        <Button onClick={submit} loading={saving.loading} data-testid="save-session-details">
          {t('session.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Topics, place and video link; hosts and staff edit them. */
export function SessionDetailsCard({ session }: { session: CoachingSessionData }) {
  const { t } = useTranslation('coaching');
  const [editing, setEditing] = useState(false);
  const canEdit = session.viewerCanManage && session.status !== 'cancelled';
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="session-details">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('session.details')}
          </Title>
          {canEdit && !editing ? (
            <Button variant="light" size="xs" onClick={() => setEditing(true)} data-testid="edit-session-details">
              {t('session.edit')}
            </Button>
          ) : null}
        </Group>
        {editing ? (
          <DetailsForm session={session} onDone={() => setEditing(false)} />
        ) : (
          <Stack gap={6}>
            <Group gap={6} wrap="wrap">
              <Text size="sm" fw={600}>
                {t('session.topics')}
              </Text>
              {session.topics.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('session.none')}
                </Text>
              ) : (
                session.topics.map((topic) => (
                  <Badge key={topic._id} variant="default" tt="none">
                    {topic.name}
                  </Badge>
                ))
              )}
            </Group>
            <Text size="sm">
              <Text span fw={600}>
                {t('session.location')}
              </Text>{' '}
              {session.location || t('session.none')}
            </Text>
            <Text size="sm">
              <Text span fw={600}>
                {t('session.video')}
              </Text>{' '}
              {session.videoLink ? (
                <Anchor href={session.videoLink} target="_blank" rel="noopener noreferrer" dir="ltr" data-testid="session-video-link">
                  {session.videoProvider ? `${session.videoProvider}: ${session.videoLink}` : session.videoLink}
                </Anchor>
              ) : (
                session.videoProvider || t('session.none')
              )}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

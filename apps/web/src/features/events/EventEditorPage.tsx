/**
 * /events/{id}/edit (D1 §2.3; issue 18 wave 1): the editor of a group event — every D2 §3.7 field of that type —
 * with save, publish/unpublish, duplicate and archive/restore. react-hook-form + zod (eventForm.ts), the server's
 * refusals shown in the reader's language (useEventMessage).
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { featureState } from '@hatchery/domain';
import { Alert, Anchor, Badge, Button, Group, MultiSelect, Paper, Radio, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { useAppForm } from '../../lib/forms/useAppForm';
import { useTenant } from '../../app/incubator/TenantContext';
import { ARCHIVE_EVENT, DUPLICATE_EVENT, EVENT, EVENT_EDITOR_OPTIONS, PUBLISH_EVENT, RESTORE_EVENT, UNPUBLISH_EVENT, UPDATE_INCUBATOR_EVENT } from './documents';
import { eventFormSchema, eventFormValues, eventInputOf, type EventFormValues } from './eventForm';
import { useEventMessage } from './useEventMessage';
import { OneOnOneFields } from './OneOnOneFields';
import { VisibilityFields } from './VisibilityFields';
import { LoadingIndicator } from '../../components/LoadingIndicator';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function EventEditorPage() {
  const { t } = useTranslation('events');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const message = useEventMessage();
  const toText = useErrorText();
  const { data, loading, error } = useQuery(EVENT, { variables: { id } });
  const options = useQuery(EVENT_EDITOR_OPTIONS);
  const [update, updating] = useMutation(UPDATE_INCUBATOR_EVENT);
  const refetchQueries = ['IncubatorEvent'];
  const [publish] = useMutation(PUBLISH_EVENT, { refetchQueries });
  const [unpublish] = useMutation(UNPUBLISH_EVENT, { refetchQueries });
  const [archive] = useMutation(ARCHIVE_EVENT, { refetchQueries });
  const [restore] = useMutation(RESTORE_EVENT, { refetchQueries });
  const [duplicate] = useMutation(DUPLICATE_EVENT);
  const event = data?.event;
  const labels = { title: t('fields.title'), startTime: t('fields.startTime'), endTime: t('fields.endTime'), capacity: t('fields.capacity') };
  const form = useAppForm<EventFormValues>({ schema: eventFormSchema, labels, defaultValues: event ? eventFormValues(event, browserZone()) : undefined });
  const { register, control, handleSubmit, reset, fieldError, watch } = form;
  const { incubator } = useTenant();
  const oneOnOneOn = featureState(incubator?.featureFlags ?? [], 'oneOnOneEvents') === 'on';
  const eventType = watch('eventType');
  useEffect(() => {
    if (event) reset(eventFormValues(event, browserZone()));
  }, [event, reset]);

  if (loading && !event) return <LoadingIndicator label={t('loading')} />;
  if (error || !event) return <Alert color="red">{error ? toText(error) : t('notFound')}</Alert>;
  if (!event.viewerCanEdit) return <Alert color="red">{t('editor.notAllowed')}</Alert>;

  const err = (name: Parameters<typeof fieldError>[0]) => message(fieldError(name));
  const fail = (e: unknown) => toast('error', message(toText(e)) ?? toText(e));
  const save = async (values: EventFormValues): Promise<boolean> => {
    try {
      await update({ variables: { eventId: id, input: eventInputOf(values) } });
      return true;
    } catch (e) {
      fail(e);
      return false;
    }
  };
  const onSave = handleSubmit(async (values) => {
    if (await save(values)) toast('success', t('editor.saved'));
  });
  const onPublish = handleSubmit(async (values) => {
    if (!(await save(values))) return;
    try {
      await publish({ variables: { eventId: id } });
      toast('success', t('editor.published'));
    } catch (e) {
      fail(e);
    }
  });
  const run = (action: () => Promise<unknown>, done: string) => async () => {
    try {
      await action();
      toast('success', done);
    } catch (e) {
      fail(e);
    }
  };
  const onDuplicate = async () => {
    try {
      const result = await duplicate({ variables: { eventId: id } });
      const copy = result.data?.duplicateIncubatorEvent._id;
      if (copy) await navigate(`/events/${copy}/edit`);
    } catch (e) {
      fail(e);
    }
  };
  const opts = options.data?.eventEditorOptions;
  const choices = (list: ReadonlyArray<{ value: string; label: string }> | undefined) => (list ?? []).map((o) => ({ value: o.value, label: o.label }));
  const published = event.status === 'published';

  return (
    <form onSubmit={(e) => void onSave(e)} noValidate>
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={1} size="h2">
            {t('editor.title')}
          </Title>
          <Badge variant="light" color={published ? 'green' : 'gray'} data-testid="event-status">
            {t(`status.${event.status}`)}
          </Badge>
          {event.isArchived && <Badge variant="light" color="orange">{t('status.archived')}</Badge>}
        </Group>
        <Group gap="xs" wrap="wrap">
          <Anchor component={Link} to={`/events/${id}`} size="sm">
            {t('editor.view')}
          </Anchor>
          <Button type="submit" loading={updating.loading} data-testid="event-save">
            {t('editor.save')}
          </Button>
          {published ? (
            <Button variant="default" onClick={run(() => unpublish({ variables: { eventId: id } }), t('editor.unpublished'))} data-testid="event-unpublish">
              {t('editor.unpublish')}
            </Button>
          ) : (
            <Button color="green" onClick={() => void onPublish()} data-testid="event-publish">
              {t('editor.publish')}
            </Button>
          )}
          <Button variant="default" onClick={() => void onDuplicate()} data-testid="event-duplicate">
            {t('editor.duplicate')}
          </Button>
          <Button
            variant="default"
            color="orange"
            onClick={event.isArchived ? run(() => restore({ variables: { eventId: id } }), t('editor.restored')) : run(() => archive({ variables: { eventId: id } }), t('editor.archived'))}
            data-testid="event-archive"
          >
            {event.isArchived ? t('editor.restore') : t('editor.archive')}
          </Button>
        </Group>
      </Group>

      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">{t('editor.details')}</Title>
          {(oneOnOneOn || event.eventType === 'one_on_one') && (
            <Controller
              control={control}
              name="eventType"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="event-type-label">{t('fields.eventType')}</Text>
                  <SegmentedControl value={field.value} onChange={field.onChange} aria-labelledby="event-type-label" data={[{ value: 'group', label: t('types.group') }, { value: 'one_on_one', label: t('types.oneOnOne') }]} data-testid="event-type" />
                </Stack>
              )}
            />
          )}
          <TextInput label={t('fields.title')} required {...register('title')} error={err('title')} data-testid="event-title" />
          <Textarea label={t('fields.description')} autosize minRows={3} {...register('description')} error={err('description')} data-testid="event-description" />
          <TextInput label={t('fields.cover')} placeholder="https://" dir="ltr" {...register('coverUrl')} error={err('coverUrl')} />
        </Stack>
      </Paper>

      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">{t('editor.when')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput type="datetime-local" label={t('fields.startTime')} required {...register('startTime')} error={err('startTime')} data-testid="event-start" />
            <TextInput type="datetime-local" label={t('fields.endTime')} required {...register('endTime')} error={err('endTime')} data-testid="event-end" />
            <TextInput label={t('fields.timezone')} {...register('timezone')} error={err('timezone')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('fields.locationText')} {...register('locationText')} error={err('locationText')} data-testid="event-location" />
            <TextInput label={t('fields.locationLink')} placeholder="https://" dir="ltr" {...register('locationLink')} error={err('locationLink')} />
            <TextInput label={t('fields.conferenceUrl')} placeholder="https://" dir="ltr" {...register('conferenceUrl')} error={err('conferenceUrl')} data-testid="event-conference" />
            <TextInput label={t('fields.capacity')} inputMode="numeric" description={t('fields.capacityHelp')} {...register('capacity')} error={err('capacity')} data-testid="event-capacity" />
          </SimpleGrid>
        </Stack>
      </Paper>

      {eventType === 'one_on_one' && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">{t('oneOnOne.title')}</Title>
            <OneOnOneFields control={control} register={register} error={err} />
          </Stack>
        </Paper>
      )}

      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">{t('editor.people')}</Title>
          <Controller control={control} name="hostIds" render={({ field }) => <MultiSelect label={t('fields.hosts')} data={choices(opts?.hosts)} value={field.value} onChange={field.onChange} searchable error={err('hostIds')} data-testid="event-hosts" />} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller control={control} name="topicIds" render={({ field }) => <MultiSelect label={t('fields.topics')} data={choices(opts?.topics)} value={field.value} onChange={field.onChange} searchable />} />
            <Controller control={control} name="tagIds" render={({ field }) => <MultiSelect label={t('fields.tags')} data={choices(opts?.eventTags)} value={field.value} onChange={field.onChange} searchable />} />
          </SimpleGrid>
          <Controller
            control={control}
            name="editPermission"
            render={({ field }) => (
              // Radios, not a segmented control: the two labels are long (Arabic, German) and must wrap at 375 px.
              <Radio.Group value={field.value} onChange={field.onChange} label={t('fields.editPermission')} data-testid="event-edit-permission">
                <Group gap="md" mt={6}>
                  <Radio value="hosts" label={t('editPermission.hosts')} />
                  <Radio value="editors" label={t('editPermission.editors')} />
                </Group>
              </Radio.Group>
            )}
          />
        </Stack>
      </Paper>

      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">{t('editor.visibility.title')}</Title>
          <VisibilityFields control={control} options={opts} />
        </Stack>
      </Paper>
    </Stack>
    </form>
  );
}

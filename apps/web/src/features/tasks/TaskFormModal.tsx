import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCalendar, IconLink } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { useAppForm } from '../../lib/forms/useAppForm';
import { useCurrentUser } from '../../app/viewer/ViewerContext';
import { AssigneeSelect } from './AssigneeSelect';
import { activeTaskLists } from './activeLists';
import { CREATE_TASK, UPDATE_TASK, type Task } from './documents';
import { earliestDueDay } from './taskDates';
import type { TaskPreset } from './taskEditor';
import {
  assigneeKey,
  createTaskVariables,
  emptyTaskForm,
  MAX_TASK_NAME,
  taskFormSchema,
  taskFormValuesOf,
  updatedTaskInput,
  type TaskFormValues,
} from './taskForm';

function knownLabelsOf(task: Task | null, viewer: { _id: string; fullName: string } | null, preset?: TaskPreset): Record<string, string> {
  const labels: Record<string, string> = {};
  if (preset) labels[assigneeKey('Startup', preset.startup._id)] = preset.startup.name;
  if (viewer) labels[assigneeKey('User', viewer._id)] = viewer.fullName;
  for (const a of task?.assignees ?? []) {
    if (a.type === 'User' && a.user) labels[assigneeKey('User', a.user._id)] = a.user.fullName;
    if (a.type === 'Startup' && a.startup) labels[assigneeKey('Startup', a.startup._id)] = a.startup.name;
  }
  return labels;
}

interface TaskFormModalProps {
  opened: boolean;
  /** The task to edit; null adds one. */
  task: Task | null;
  /** For a new task: assign it to this startup to begin with. */
  preset?: TaskPreset;
  onClose: () => void;
}

/** D1 §5 task form (TSK-14…22): Add Task / Edit, validated with the spec's messages; the server's message verbatim. */
export function TaskFormModal({ opened, task, preset, onClose }: TaskFormModalProps) {
  const { t } = useTranslation('tasks');
  const viewer = useCurrentUser();
  const toText = useErrorText();
  const narrow = useMediaQuery('(max-width: 36em)');
  const [serverError, setServerError] = useState<string | null>(null);
  const client = useApolloClient();
  const [createTask] = useMutation(CREATE_TASK);
  const [updateTask] = useMutation(UPDATE_TASK);
  const initial = useMemo(
    () => (task ? taskFormValuesOf(task) : { ...emptyTaskForm(), assignees: preset ? [assigneeKey('Startup', preset.startup._id)] : [] }),
    [task, preset],
  );
  const knownLabels = useMemo(() => knownLabelsOf(task, viewer, preset), [task, viewer, preset]);
  const schema = useMemo(
    () =>
      taskFormSchema(
        {
          nameRequired: t('form.errors.nameRequired'),
          nameTooLong: t('form.errors.nameTooLong', { max: MAX_TASK_NAME }),
          dueDateRequired: t('form.errors.dueDateRequired'),
          dueDateInPast: t('form.errors.dueDateInPast'),
          assigneeRequired: t('form.errors.assigneeRequired'),
          urlInvalid: t('form.errors.urlInvalid'),
        },
        () => new Date(),
        task ? initial.dueDate : undefined,
      ),
    [t, task, initial.dueDate],
  );
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setFocus,
    fieldError,
    validateAll,
    formState: { isSubmitting },
  } = useAppForm<TaskFormValues>({
    schema,
    labels: { name: t('form.name'), dueDate: t('form.dueDate'), assignees: t('form.assignees'), url: t('form.url') },
    defaultValues: initial,
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (task) {
        const updatedTask = updatedTaskInput(initial, values);
        if (Object.keys(updatedTask).length > 0) {
          await updateTask({ variables: { taskId: task._id, updatedTask }, refetchQueries: activeTaskLists(client) });
        }
        toast('success', t('form.updated'));
      } else {
        await createTask({ variables: createTaskVariables(values), refetchQueries: activeTaskLists(client) });
        toast('success', t('form.created'));
      }
      onClose();
    } catch (error) {
      const text = toText(error);
      setServerError(text);
      // D1 §7.5, §8: a failed creation also raises an error toast.
      if (!task) toast('error', text);
    }
  });

  const save = async (): Promise<void> => {
    // TSK-18: saving with no assignee fills in the default one (the viewer, GAP-33) and focuses the field, without
    // saving yet. The other fields are still checked, so a missing name or due date says so at once (D-93) and
    // takes the focus instead.
    if (getValues('assignees').length === 0 && viewer) {
      setValue('assignees', [assigneeKey('User', viewer._id)], { shouldDirty: true, shouldTouch: true });
      if (await validateAll()) setFocus('assignees');
      return;
    }
    await submit();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{task ? t('form.editTitle') : t('add')}</Text>}
      fullScreen={narrow}
      size="lg"
      centered
    >
      <form
        noValidate
        data-testid="task-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          {serverError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="task-form-error">
              {serverError}
            </Alert>
          ) : null}
          <TextInput
            label={t('form.name')}
            placeholder={t('form.namePlaceholder')}
            withAsterisk
            data-autofocus
            error={fieldError('name')}
            data-testid="task-form-name"
            {...register('name')}
          />
          <Controller
            control={control}
            name="dueDate"
            render={({ field }) => (
              <TextInput
                ref={field.ref}
                type="date"
                label={t('form.dueDate')}
                withAsterisk
                leftSection={<IconCalendar size={16} aria-hidden />}
                min={task ? undefined : earliestDueDay(new Date())}
                value={field.value}
                // D1 §5: a date field counts as touched once changed.
                onChange={(event) => {
                  field.onChange(event.currentTarget.value);
                  field.onBlur();
                }}
                onBlur={field.onBlur}
                error={fieldError('dueDate')}
                data-testid="task-form-due-date"
              />
            )}
          />
          <Controller
            control={control}
            name="assignees"
            render={({ field }) => (
              <AssigneeSelect
                ref={field.ref}
                label={t('form.assignees')}
                placeholder={t('form.assigneesPlaceholder')}
                required
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  field.onBlur();
                }}
                onBlur={field.onBlur}
                knownLabels={knownLabels}
                error={fieldError('assignees')}
                data-testid="task-form-assignees"
              />
            )}
          />
          <TextInput
            label={`${t('form.url')} ${t('form.optional')}`}
            placeholder={t('form.urlPlaceholder')}
            leftSection={<IconLink size={16} aria-hidden />}
            inputMode="url"
            dir="ltr"
            error={fieldError('url')}
            data-testid="task-form-url"
            {...register('url')}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} data-testid="task-form-cancel">
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} data-testid="task-form-submit">
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type { TagKind } from '@hatchery/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELETE_TAG, MERGE_TAGS, TAGS, UPDATE_TAG, type TagRow } from './documents';
import { TagColorPicker } from './TagColorPicker';
import { TagBadge, useNameError, useTaxonomyAlerts } from './taxonomyUi';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';

const refetch = (kind: TagKind) => ({ refetchQueries: [{ query: TAGS, variables: { kind } }], awaitRefetchQueries: true });

export function EditTagModal({ tag, kind, onClose }: { tag: TagRow | null; kind: TagKind; onClose: () => void }) {
  const { t } = useTranslation('community');
  const { attempt } = useTaxonomyAlerts();
  const nameError = useNameError();
  const [name, setName] = useState('');
  const [color, setColor] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UPDATE_TAG, refetch(kind));
  useEffect(() => {
    setName(tag?.name ?? '');
    setColor(tag?.color ?? null);
  }, [tag]);
  const error = nameError(name);
  return (
    <Modal opened={tag !== null} onClose={onClose} title={t('tags.edit')} centered>
      <form
        noValidate
        data-testid="edit-tag"
        onSubmit={(event) => {
          event.preventDefault();
          if (!tag || error) return;
          void attempt(() => update({ variables: { id: tag._id, name, color } })).then((ok) => ok && onClose());
        }}
      >
        <Stack gap="md">
          <TextInput label={t('tags.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} error={error} data-autofocus data-testid="edit-tag-name" />
          <TagColorPicker value={color} onChange={setColor} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={loading} data-action="updateTag">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Merge: every startup and person of this tag moves to the chosen one of the same list; this tag goes. */
export function MergeTagModal({ tag, kind, tags, onClose }: { tag: TagRow | null; kind: TagKind; tags: readonly TagRow[]; onClose: () => void }) {
  const { t } = useTranslation('community');
  const { attempt } = useTaxonomyAlerts();
  const [targetId, setTargetId] = useState<string | null>(null);
  const [merge, { loading }] = useMutation(MERGE_TAGS, refetch(kind));
  useEffect(() => setTargetId(null), [tag]);
  const targets = tags.filter((other) => other._id !== tag?._id);
  return (
    <Modal opened={tag !== null} onClose={onClose} title={t('tags.mergeTitle', { name: tag?.name ?? '' })} centered>
      <Stack gap="md">
        <Text size="sm">{t('tags.mergeHelp', { name: tag?.name ?? '', count: tag?.usageCount ?? 0 })}</Text>
        <Select
          label={t('tags.mergeInto')}
          placeholder={t('tags.mergePlaceholder')}
          data={targets.map((other) => ({ value: other._id, label: other.name }))}
          value={targetId}
          onChange={setTargetId}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-testid="merge-target"
        />
        {targetId ? (
          <Group gap="xs">
            {tag ? <TagBadge tag={tag} /> : null}
            <Text aria-hidden>→</Text>
            {(() => {
              const target = targets.find((other) => other._id === targetId);
              return target ? <TagBadge tag={target} /> : null;
            })()}
          </Group>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            disabled={!targetId}
            loading={loading}
            data-testid="confirm-merge"
            onClick={() => {
              if (tag && targetId) void attempt(() => merge({ variables: { tagId: tag._id, intoTagId: targetId } })).then((ok) => ok && onClose());
            }}
          >
            {t('tags.merge')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function DeleteTagModal({ tag, kind, onClose }: { tag: TagRow | null; kind: TagKind; onClose: () => void }) {
  const { t } = useTranslation('community');
  const { attempt } = useTaxonomyAlerts();
  const [remove, { loading }] = useMutation(DELETE_TAG, refetch(kind));
  return (
    <ConfirmDeleteModal
      opened={tag !== null}
      title={t('tags.deleteTitle')}
      message={t('tags.deleteConfirm', { name: tag?.name ?? '', count: tag?.usageCount ?? 0 })}
      cancelLabel={t('cancel')}
      confirmLabel={t('tags.delete')}
      loading={loading}
      testId="confirm-delete-tag"
      onConfirm={() => {
        if (tag) void attempt(() => remove({ variables: { id: tag._id } })).then((ok) => ok && onClose());
      }}
      onClose={onClose}
    />
  );
}

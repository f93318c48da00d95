import { MultiSelect, Select, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconArchive, IconFolderPlus, IconTags, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';
import { BulkActionShell, useBulkAction, type BulkActionItem } from './BulkActionShell';
import { START_STARTUP_BATCH, STARTUP_BULK_OPTIONS, type StartupBatchAction } from './documents';

export interface StartupBulkActionsProps {
  startupIds: readonly string[];
  /** The actions to offer (those the server says the viewer may start); all four when not given. */
  actions?: readonly StartupBatchAction[];
  /** Called once the operation started (e.g. to clear the selection); its panel then shows the progress. */
  onDone?: () => void;
  /** Called once the operation has its result (e.g. to read the list again). */
  onResult?: () => void;
}

/**
 * Issue 14 item 8: bulk assign to a program, tag, assign a mentor, archive the selected startups. The operation runs
 * on the server; its panel (BatchOperationsHost) shows the progress, turns green and leaves after 3 s.
 */
export function StartupBulkActions({ startupIds, actions, onDone, onResult }: StartupBulkActionsProps) {
  const { t } = useTranslation();
  const toText = useErrorText();
  const bulk = useBulkAction<StartupBatchAction>(onDone, onResult);
  const { action } = bulk;
  const [programId, setProgramId] = useState<string | null>(null);
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [mentorId, setMentorId] = useState<string | null>(null);
  const options = useQuery(STARTUP_BULK_OPTIONS, { skip: action === null || action === 'ARCHIVE' });
  const [startOperation] = useMutation(START_STARTUP_BATCH);
  useEffect(() => {
    setProgramId(null);
    setTagIds([]);
    setMentorId(null);
  }, [action]);

  const all: ReadonlyArray<BulkActionItem<StartupBatchAction>> = [
    { action: 'ASSIGN_PROGRAM', label: t('batchActions.startups.assignProgram'), icon: <IconFolderPlus size={16} /> },
    { action: 'TAG', label: t('batchActions.startups.tag'), icon: <IconTags size={16} /> },
    { action: 'ASSIGN_MENTOR', label: t('batchActions.startups.assignMentor'), icon: <IconUserPlus size={16} /> },
    { action: 'ARCHIVE', label: t('batchActions.startups.archive'), icon: <IconArchive size={16} />, color: 'red' },
  ];
  const items = actions ? all.filter((i) => actions.includes(i.action)) : all;
  const data = options.data?.startupBulkActionOptions;
  const ready =
    action === 'ARCHIVE' || (action === 'ASSIGN_PROGRAM' && !!programId) || (action === 'TAG' && tagIds.length > 0) || (action === 'ASSIGN_MENTOR' && !!mentorId);

  const start = (chosen: StartupBatchAction) =>
    bulk.start(async () => {
      const result = await startOperation({
        variables: {
          input: {
            action: chosen,
            startupIds: [...startupIds],
            programId: chosen === 'ASSIGN_PROGRAM' ? programId : null,
            tagIds: chosen === 'TAG' ? tagIds : null,
            mentorId: chosen === 'ASSIGN_MENTOR' ? mentorId : null,
          },
        },
      });
      const operation = result.data?.startStartupBatchOperation;
      return operation ? { feed: chosen === 'ASSIGN_MENTOR' ? 'startupMentors' : 'startups', operation } : null;
    });

  return (
    <BulkActionShell
      state={bulk}
      count={startupIds.length}
      items={items}
      ready={ready}
      loadError={options.error ? toText(options.error) : null}
      onStart={() => {
        if (action) void start(action);
      }}
      testId="startup-bulk"
    >
      {action === 'ASSIGN_PROGRAM' ? (
        <Select
          label={t('batchActions.startups.program')}
          data={(data?.programs ?? []).map((p) => ({ value: p._id, label: p.name }))}
          value={programId}
          onChange={setProgramId}
          searchable
          nothingFoundMessage={t('batchActions.nothingFound')}
          comboboxProps={{ withinPortal: true }}
          data-testid="startup-bulk-program"
        />
      ) : null}
      {action === 'TAG' ? (
        <MultiSelect
          label={t('batchActions.startups.tags')}
          data={(data?.tags ?? []).map((tag) => ({ value: tag._id, label: tag.name }))}
          value={tagIds}
          onChange={setTagIds}
          searchable
          nothingFoundMessage={t('batchActions.nothingFound')}
          comboboxProps={{ withinPortal: true }}
          data-testid="startup-bulk-tags"
        />
      ) : null}
      {action === 'ASSIGN_MENTOR' ? (
        <Select
          label={t('batchActions.startups.mentor')}
          data={(data?.mentors ?? []).map((m) => ({ value: m._id, label: m.fullName }))}
          value={mentorId}
          onChange={setMentorId}
          searchable
          nothingFoundMessage={t('batchActions.nothingFound')}
          comboboxProps={{ withinPortal: true }}
          data-testid="startup-bulk-mentor"
        />
      ) : null}
      {action === 'ARCHIVE' ? <Text size="sm">{t('batchActions.startups.archiveConfirm')}</Text> : null}
    </BulkActionShell>
  );
}

import { MultiSelect, Select, Text } from '@mantine/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { IconArchive, IconFolderPlus, IconTags, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';
import { BulkActionShell, type BulkActionItem } from './BulkActionShell';
import { START_STARTUP_BATCH, STARTUP_BULK_OPTIONS, type StartupBatchAction } from './documents';
import { followBatchOperation } from './followBatchOperation';

export interface StartupBulkActionsProps {
  startupIds: readonly string[];
  /** Called once the operation started (e.g. to clear the selection); its panel then shows the progress. */
  onDone?: () => void;
}

/**
 * Issue 14 item 8: bulk assign to a program, tag, assign a mentor, archive the selected startups. The operation runs
 * on the server; its panel (BatchOperationsHost) shows the progress, turns green and leaves after 3 s.
 */
export function StartupBulkActions({ startupIds, onDone }: StartupBulkActionsProps) {
  const { t } = useTranslation();
  const toText = useErrorText();
  const client = useApolloClient();
  const [action, setAction] = useState<StartupBatchAction | null>(null);
  const [programId, setProgramId] = useState<string | null>(null);
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [mentorId, setMentorId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const options = useQuery(STARTUP_BULK_OPTIONS, { skip: action === null || action === 'ARCHIVE' });
  const [startOperation, { loading }] = useMutation(START_STARTUP_BATCH);
  useEffect(() => {
    setProgramId(null);
    setTagIds([]);
    setMentorId(null);
    setError(null);
  }, [action]);

  const items: ReadonlyArray<BulkActionItem<StartupBatchAction>> = [
    { action: 'ASSIGN_PROGRAM', label: t('batchActions.startups.assignProgram'), icon: <IconFolderPlus size={16} /> },
    { action: 'TAG', label: t('batchActions.startups.tag'), icon: <IconTags size={16} /> },
    { action: 'ASSIGN_MENTOR', label: t('batchActions.startups.assignMentor'), icon: <IconUserPlus size={16} /> },
    { action: 'ARCHIVE', label: t('batchActions.startups.archive'), icon: <IconArchive size={16} />, color: 'red' },
  ];
  const data = options.data?.startupBulkActionOptions;
  const ready =
    action === 'ARCHIVE' || (action === 'ASSIGN_PROGRAM' && !!programId) || (action === 'TAG' && tagIds.length > 0) || (action === 'ASSIGN_MENTOR' && !!mentorId);

  const start = async (): Promise<void> => {
    if (!action) return;
    try {
      const result = await startOperation({
        variables: {
          input: {
            action,
            startupIds: [...startupIds],
            programId: action === 'ASSIGN_PROGRAM' ? programId : null,
            tagIds: action === 'TAG' ? tagIds : null,
            mentorId: action === 'ASSIGN_MENTOR' ? mentorId : null,
          },
        },
      });
      const operation = result.data?.startStartupBatchOperation;
      if (!operation) return;
      followBatchOperation(client, action === 'ASSIGN_MENTOR' ? 'startupMentors' : 'startups', operation);
      setAction(null);
      onDone?.();
    } catch (e) {
      setError(toText(e));
    }
  };

  return (
    <BulkActionShell
      count={startupIds.length}
      items={items}
      chosen={action}
      onChoose={setAction}
      ready={ready}
      loading={loading}
      error={error ?? (options.error ? toText(options.error) : null)}
      onStart={() => void start()}
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

import { Select, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconMailForward, IconUserCog } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';
import { ROLES } from '../roles';
import { BulkActionShell, useBulkAction, type BulkActionItem } from './BulkActionShell';
import { START_USER_BATCH, type UserBatchAction } from './documents';

export interface UserBulkActionsProps {
  userIds: readonly string[];
  /** Called once the operation started (e.g. to clear the selection); its panel then shows the progress. */
  onDone?: () => void;
}

/** Issue 14 item 8: send pending invitees a fresh invitation, or change the role of the selected users. */
export function UserBulkActions({ userIds, onDone }: UserBulkActionsProps) {
  const { t } = useTranslation();
  const toText = useErrorText();
  const bulk = useBulkAction<UserBatchAction>(onDone);
  const { action } = bulk;
  const [roleId, setRoleId] = useState<string | null>(null);
  const roles = useQuery(ROLES, { skip: action !== 'CHANGE_ROLE' });
  const [startOperation] = useMutation(START_USER_BATCH);
  useEffect(() => setRoleId(null), [action]);

  const items: ReadonlyArray<BulkActionItem<UserBatchAction>> = [
    { action: 'INVITE', label: t('batchActions.users.invite'), icon: <IconMailForward size={16} /> },
    { action: 'CHANGE_ROLE', label: t('batchActions.users.changeRole'), icon: <IconUserCog size={16} /> },
  ];
  const roleOptions = (roles.data?.roles ?? [])
    .filter((r) => r.type !== 'System')
    .map((r) => ({ value: r._id, label: r.isDefault ? t(`roles.${r.type}`) : r.label }));

  const start = (chosen: UserBatchAction) =>
    bulk.start(async () => {
      const result = await startOperation({ variables: { input: { action: chosen, userIds: [...userIds], roleId: chosen === 'CHANGE_ROLE' ? roleId : null } } });
      const operation = result.data?.startUserBatchOperation;
      return operation ? { feed: 'users', operation } : null;
    });

  return (
    <BulkActionShell
      state={bulk}
      count={userIds.length}
      items={items}
      ready={action === 'INVITE' || (action === 'CHANGE_ROLE' && !!roleId)}
      loadError={roles.error ? toText(roles.error) : null}
      onStart={() => {
        if (action) void start(action);
      }}
      testId="user-bulk"
    >
      {action === 'INVITE' ? <Text size="sm">{t('batchActions.users.inviteExplain')}</Text> : null}
      {action === 'CHANGE_ROLE' ? (
        <Select
          label={t('batchActions.users.role')}
          data={roleOptions}
          value={roleId}
          onChange={setRoleId}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-testid="user-bulk-role"
        />
      ) : null}
    </BulkActionShell>
  );
}

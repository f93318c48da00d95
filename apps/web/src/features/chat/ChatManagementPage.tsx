import { Alert, Button, Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { CHAT_ACCESS, SET_CHAT_ACCESS, type ChatRoleType } from './documents';

const pairKey = (x: ChatRoleType, y: ChatRoleType) => (x <= y ? `${x}|${y}` : `${y}|${x}`);

/**
 * /chat/management (D-592, CHAT:USER_ACCESS_EDIT): who may chat with whom, as a grid of role types. A cleared box keeps
 * the two roles from starting a conversation with each other (both ways) and closes their direct conversations.
 */
export function ChatManagementPage() {
  const { t } = useTranslation('chat');
  const tCommon = useTranslation('common').t;
  const errorText = useErrorText();
  const { data, error } = useQuery(CHAT_ACCESS, { fetchPolicy: 'cache-and-network' });
  const [save, { loading: saving }] = useMutation(SET_CHAT_ACCESS);
  const [blocked, setBlocked] = useState<ReadonlySet<string> | null>(null);
  const access = data?.chatAccess;

  useEffect(() => {
    if (access && blocked === null) setBlocked(new Set(access.blockedPairs.map((p) => pairKey(p.a, p.b))));
  }, [access, blocked]);

  if (error && !access) return <Alert color="red" data-testid="chat-management-error">{errorText(error)}</Alert>;
  if (!access || !blocked) return <LoadingIndicator />;

  const saved = new Set(access.blockedPairs.map((p) => pairKey(p.a, p.b)));
  const changed = saved.size !== blocked.size || [...blocked].some((key) => !saved.has(key));
  const toggle = (x: ChatRoleType, y: ChatRoleType, allowed: boolean) => {
    const next = new Set(blocked);
    if (allowed) next.delete(pairKey(x, y));
    else next.add(pairKey(x, y));
    setBlocked(next);
  };
  const submit = async () => {
    const blockedPairs = [...blocked].map((key) => {
      const [a, b] = key.split('|') as [ChatRoleType, ChatRoleType];
      return { a, b };
    });
    try {
      // The saved grid becomes the page's reference (the query's answer), so Save is off until the next change.
      const result = await save({
        variables: { blockedPairs },
        update: (cache, { data: saved }) => {
          if (saved) cache.writeQuery({ query: CHAT_ACCESS, data: { chatAccess: saved.setChatAccess } });
        },
      });
      const stored = result.data?.setChatAccess.blockedPairs ?? [];
      setBlocked(new Set(stored.map((p) => pairKey(p.a, p.b))));
      toast('success', t('management.saved'));
    } catch (failure) {
      toast('error', errorText(failure));
    }
  };
  const roles = access.roleTypes;

  return (
    <Stack gap="md" w="100%" maw={1100} data-testid="chat-management">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('management.title')}
        </Title>
        <Text c="dimmed">{t('management.subtitle')}</Text>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <Table.ScrollContainer minWidth={720}>
          <Table withColumnBorders striped verticalSpacing="xs" data-testid="chat-access-grid">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('management.role')}</Table.Th>
                {roles.map((role) => (
                  <Table.Th key={role} scope="col" ta="center">
                    <Text size="xs" fw={600}>
                      {tCommon(`roles.${role}`)}
                    </Text>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roles.map((row) => (
                <Table.Tr key={row}>
                  <Table.Th scope="row">
                    <Text size="sm" fw={600}>
                      {tCommon(`roles.${row}`)}
                    </Text>
                  </Table.Th>
                  {roles.map((column) => (
                    <Table.Td key={column} ta="center">
                      <Checkbox
                        checked={!blocked.has(pairKey(row, column))}
                        onChange={(event) => toggle(row, column, event.currentTarget.checked)}
                        aria-label={t('management.pair', { a: tCommon(`roles.${row}`), b: tCommon(`roles.${column}`) })}
                        style={{ display: 'inline-block' }}
                        data-testid={`chat-pair-${row}-${column}`}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t('management.help')}
        </Text>
        <Button onClick={() => void submit()} loading={saving} disabled={!changed} data-action="setChatAccess" data-testid="chat-access-save">
          {t('management.save')}
        </Button>
      </Group>
    </Stack>
  );
}

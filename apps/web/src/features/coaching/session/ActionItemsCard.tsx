import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconCheckbox, IconSquare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADD_ACTION_ITEM, type CoachingSessionData } from './documents';
import { useSessionErrorText } from './sessionText';

/** Tomorrow as YYYY-MM-DD in the viewer's zone: the default due day of a new action item. */
function tomorrowDay(): string {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The session's action items — tasks of the startup, in its people's task lists — and, for hosts and staff, adding one. */
export function ActionItemsCard({ session }: { session: CoachingSessionData }) {
  const { t, i18n } = useTranslation('coaching');
  const errorText = useSessionErrorText();
  const [name, setName] = useState('');
  const [dueDate, setDueDate] = useState(tomorrowDay);
  const [failure, setFailure] = useState<string | null>(null);
  const [add, adding] = useMutation(ADD_ACTION_ITEM);
  const day = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium' });
  const submit = async () => {
    setFailure(null);
    try {
      await add({ variables: { id: session._id, name, dueDate } });
      setName('');
    } catch (caught) {
      setFailure(errorText(caught));
    }
  };
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="action-items">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('session.actionItems')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('session.actionItemsHelp')}
        </Text>
        {session.actionItems.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('session.noActionItems')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {session.actionItems.map((item) => (
              <Group key={item._id} component="li" gap="xs" wrap="nowrap" data-testid="action-item">
                {item.done ? <IconCheckbox size={18} aria-hidden /> : <IconSquare size={18} aria-hidden />}
                <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
                  {item.name}
                </Text>
                <Badge variant="light" color={item.done ? 'green' : 'blue'} tt="none">
                  {item.done ? t('session.done') : t('session.due', { day: day.format(new Date(item.dueDate)) })}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
        {session.viewerCanManage && session.status !== 'cancelled' ? (
          <Stack gap="xs">
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Group gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                label={t('session.actionItemName')}
                value={name}
                maxLength={300}
                onChange={(e) => setName(e.currentTarget.value)}
                style={{ flex: '1 1 14rem' }}
                data-testid="action-item-name"
              />
              <TextInput type="date" label={t('session.actionItemDue')} value={dueDate} onChange={(e) => setDueDate(e.currentTarget.value)} data-testid="action-item-due" />
              <Button onClick={submit} loading={adding.loading} disabled={name.trim() === ''} data-testid="add-action-item">
                {t('session.addActionItem')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

import { Button, Group, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { CHAT_CONTACTS, CREATE_GROUP_CHAT, START_DIRECT_CHAT, type ChatPerson } from './documents';

const TITLE_MAX = 80;
const GROUP_MAX = 50;

interface NewConversationModalProps {
  opened: boolean;
  groupsAllowed: boolean;
  onClose: () => void;
  onStarted: (conversationId: string) => void;
}

/**
 * Starts a conversation: one person opens the direct conversation with them (the existing one, if any); two or more
 * make a named group when the organisation has group chat on.
 */
export function NewConversationModal({ opened, groupsAllowed, onClose, onStarted }: NewConversationModalProps) {
  const { t } = useTranslation('chat');
  const tCommon = useTranslation('common').t;
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<ChatPerson[]>([]);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const { data, loading } = useQuery(CHAT_CONTACTS, { variables: { search: debounced.trim() || null }, skip: !opened });
  const [startDirect, { loading: startingDirect }] = useMutation(START_DIRECT_CHAT);
  const [createGroup, { loading: creatingGroup }] = useMutation(CREATE_GROUP_CHAT);

  const isGroup = picked.length > 1;
  const options = useMemo(() => {
    const byId = new Map<string, ChatPerson>(picked.map((p) => [p._id, p]));
    for (const person of data?.chatContacts ?? []) byId.set(person._id, person);
    return [...byId.values()].map((p) => ({ value: p._id, label: `${p.fullName} · ${tCommon(`roles.${p.roleType}`)}` }));
  }, [data, picked, tCommon]);

  const close = () => {
    setPicked([]);
    setTitle('');
    setTitleError(null);
    setSearch('');
    onClose();
  };
  const pick = (ids: string[]) => {
    const known = new Map<string, ChatPerson>([...picked, ...(data?.chatContacts ?? [])].map((p) => [p._id, p]));
    setPicked(ids.map((id) => known.get(id)).filter((p): p is ChatPerson => Boolean(p)));
  };
  const start = async () => {
    try {
      if (isGroup) {
        if (!title.trim()) {
          setTitleError(t('new.titleRequired'));
          return;
        }
        const result = await createGroup({ variables: { title: title.trim(), memberIds: picked.map((p) => p._id) } });
        if (result.data) onStarted(result.data.createGroupChat._id);
      } else if (picked[0]) {
        const result = await startDirect({ variables: { userId: picked[0]._id } });
        if (result.data) onStarted(result.data.startDirectChat._id);
      }
      close();
    } catch (failure) {
      toast('error', errorText(failure));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('new.title')} size="md" data-testid="chat-new-modal">
      <Stack gap="md">
        <MultiSelect
          label={t('new.people')}
          description={groupsAllowed ? t('new.peopleHelpGroups') : t('new.peopleHelp')}
          placeholder={t('new.search')}
          data={options}
          value={picked.map((p) => p._id)}
          onChange={pick}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          maxValues={groupsAllowed ? GROUP_MAX : 1}
          nothingFoundMessage={loading ? t('new.searching') : t('new.nobody')}
          data-autofocus
          data-testid="chat-new-people"
        />
        {isGroup ? (
          <TextInput
            label={t('new.groupName')}
            value={title}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              setTitleError(null);
            }}
            maxLength={TITLE_MAX}
            error={titleError}
            required
            data-testid="chat-new-title"
          />
        ) : null}
        {!groupsAllowed ? (
          <Text size="xs" c="dimmed">
            {t('new.groupsOff')}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('new.cancel')}
          </Button>
          <Button
            onClick={() => void start()}
            disabled={picked.length === 0}
            loading={startingDirect || creatingGroup}
            data-action={isGroup ? 'createGroupChat' : 'startDirectChat'}
            data-testid="chat-new-start"
          >
            {isGroup ? t('new.createGroup') : t('new.start')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

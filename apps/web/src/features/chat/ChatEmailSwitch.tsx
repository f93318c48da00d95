import { Switch } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { CHAT_SETTINGS, SET_CHAT_SETTINGS } from './documents';

/** The viewer's own choice: an e-mail about messages left unread for 15 minutes (D-593). */
export function ChatEmailSwitch() {
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  const { data } = useQuery(CHAT_SETTINGS);
  const [save] = useMutation(SET_CHAT_SETTINGS);
  const settings = data?.chatSettings;
  if (!settings) return null;
  return (
    <Switch
      checked={settings.emailUnread}
      onChange={(event) => {
        const emailUnread = event.currentTarget.checked;
        save({
          variables: { emailUnread },
          optimisticResponse: { setChatSettings: { __typename: 'ChatSettings', emailUnread } },
          update: (cache, { data: saved }) => {
            if (saved) cache.writeQuery({ query: CHAT_SETTINGS, data: { chatSettings: saved.setChatSettings } });
          },
        }).catch((failure: unknown) => toast('error', errorText(failure)));
      }}
      label={t('settings.emailUnread')}
      data-action="setChatSettings"
      data-testid="chat-email-unread"
    />
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { NOTIFICATION_PREFERENCES, UPDATE_NOTIFICATION_PREFERENCES } from './documents';

/** The viewer's choice to get an e-mail copy of each notification (off by default; contract "E-mail copies"). */
export function EmailCopiesSwitch() {
  const { t } = useTranslation('notifications');
  const errorText = useErrorText();
  const { data, loading } = useQuery(NOTIFICATION_PREFERENCES);
  const [update] = useMutation(UPDATE_NOTIFICATION_PREFERENCES, {
    update(cache, { data: result }) {
      if (result) cache.writeQuery({ query: NOTIFICATION_PREFERENCES, data: { notificationPreferences: result.updateNotificationPreferences } });
    },
  });
  const checked = data?.notificationPreferences.emailCopies ?? false;
  return (
    <Switch
      size="sm"
      label={t('emailCopies')}
      checked={checked}
      disabled={loading && !data}
      data-testid="notifications-email-copies"
      onChange={(event) => {
        const emailCopies = event.currentTarget.checked;
        update({
          variables: { emailCopies },
          optimisticResponse: { updateNotificationPreferences: { __typename: 'NotificationPreferences', emailCopies } },
        }).catch((error: unknown) => alerts.error(errorText(error)));
      }}
    />
  );
}

import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';
import { EmailCopiesSwitch } from '../notifications';
import { AppearanceCard } from './preferences/AppearanceCard';
import { PREFERENCES_USER } from './preferences/documents';
import { MoreSettingsCard } from './preferences/MoreSettingsCard';
import { PreferencesForm } from './preferences/PreferencesForm';

/** E-mail copies of notifications: the notifications feature's own switch, saved as soon as it is flipped. */
function EmailCopiesCard() {
  const { t } = useTranslation('preferences');
  return (
    <Paper withBorder p="lg" radius="md" data-testid="preferences-notifications">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('notifications.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('notifications.help')}
        </Text>
        <EmailCopiesSwitch />
      </Stack>
    </Paper>
  );
}

/**
 * /account/settings (RTE-52): the viewer's name, phone, language and time zone (saved on the user by PUT /user), the
 * colour mode (this device) and e-mail copies of notifications (saved at once), and the other settings pages.
 */
export function PreferencesPage() {
  const { t } = useTranslation('preferences');
  const errorText = useErrorText();
  const { data, error } = useQuery(PREFERENCES_USER, { fetchPolicy: 'cache-and-network' });
  const user = data?.currentUser;
  return (
    <Stack gap="lg" maw={820} data-testid="preferences-page">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('pages:preferences')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      {user ? (
        // Keyed by the user: the form starts from their saved values once, then keeps what is being typed.
        <PreferencesForm key={user._id} user={user} />
      ) : error ? (
        <Alert color="red" role="alert" data-testid="preferences-load-error">
          {errorText(error)}
        </Alert>
      ) : (
        <Skeleton height={360} radius="md" />
      )}
      <AppearanceCard />
      <EmailCopiesCard />
      <MoreSettingsCard />
    </Stack>
  );
}

import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconClockX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /coaching/invitation/expired (D1 §2.3): where an invitation answered too late leads. */
export function InvitationExpiredPage() {
  const { t } = useTranslation(['coaching', 'pages']);
  return (
    <Card withBorder padding="xl" maw={560} mx="auto" data-testid="invitation-expired-page">
      <Stack gap="md" align="center" ta="center">
        <IconClockX size={40} aria-hidden />
        <Title order={1} size="h2">
          {t('pages:invitationExpired')}
        </Title>
        <Text>{t('booking.expired.body')}</Text>
        <Button component={Link} to="/coaching/book">
          {t('booking.expired.bookInstead')}
        </Button>
      </Stack>
    </Card>
  );
}

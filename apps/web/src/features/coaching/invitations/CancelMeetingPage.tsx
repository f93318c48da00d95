import { Alert, Box, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApolloBoundary } from '../../../lib/apollo/ApolloBoundary';
import { useBookingErrorText, useWhen } from '../booking/bookingText';
import { CANCEL_MEETING_BY_LINK } from './documents';

/**
 * /coaching/invitation/{id}/cancel-meeting?token=… (D1 §2.2, open): the link e-mailed with an invitation cancels the
 * invitation or the session it became, without signing in, once. Nothing happens until the button is pressed, so a
 * mail scanner opening the link cancels nothing.
 */
function CancelMeeting() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { t } = useTranslation(['coaching', 'pages']);
  const when = useWhen();
  const errorText = useBookingErrorText();
  const [cancel, cancelling] = useMutation(CANCEL_MEETING_BY_LINK);
  const [failure, setFailure] = useState<string | null>(null);
  const done = cancelling.data?.cancelMeetingByLink;
  const submit = async () => {
    setFailure(null);
    try {
      await cancel({ variables: { id, token } });
    } catch (caught) {
      setFailure(errorText(caught));
    }
  };
  return (
    <Box component="main" px="md">
    <Card withBorder padding="xl" maw={560} mx="auto" my="xl" data-testid="cancel-meeting-page">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('pages:cancelMeeting')}
        </Title>
        {done ? (
          <Alert color="green" role="status" data-testid="meeting-cancelled">
            {t('booking.cancel.done', { startup: done.startupName, when: when.full(done.startsAt) })}
          </Alert>
        ) : (
          <>
            <Text>{token ? t('booking.cancel.confirm') : t('booking.errors.cancelLinkInvalid')}</Text>
            {failure ? (
              <Alert color="orange" role="alert" data-testid="cancel-failed">
                {failure}
              </Alert>
            ) : null}
            {token ? (
              <Button color="red.9" onClick={submit} loading={cancelling.loading} data-testid="cancel-meeting">
                {t('booking.cancel.button')}
              </Button>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
    </Box>
  );
}

/** Open page: outside the signed-in layout, so it brings its own GraphQL client (as /survey does). */
export function CancelMeetingPage() {
  return (
    <ApolloBoundary>
      <CancelMeeting />
    </ApolloBoundary>
  );
}

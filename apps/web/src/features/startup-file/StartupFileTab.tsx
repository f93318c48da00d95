import { Alert, Center, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { ERROR_CODES } from '@hatchery/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundState } from '../../app/errors/NoAccessState';
import { errorCodes } from '../../lib/errors/errorText';
import { useErrorText } from '../../lib/errors/useErrorText';
import { STARTUP_FILE_SUMMARY, type StartupFileSummary } from './documents';
import { LoadingIndicator } from '../../components/LoadingIndicator';

interface StartupFileTabProps {
  testId: string;
  children: (summary: StartupFileSummary) => ReactNode;
}

/**
 * One tab of /startup/:id/file/*, inside the startup file's frame: the frame names the startup (the page's h1) and its
 * tab strip labels this panel, so the tab repeats neither (D-152). Reads the startup id from the route and what the tabs need first (startupFile);
 * a startup the viewer does not see (or no such startup) is the not-found state, never a hint that it exists.
 */
export function StartupFileTab({ testId, children }: StartupFileTabProps) {
  const { t } = useTranslation('startupFile');
  const errorText = useErrorText();
  const { id } = useParams();
  const { data, loading, error } = useQuery(STARTUP_FILE_SUMMARY, { variables: { startupId: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  if (!id) return <Text c="dimmed">{t('noStartup')}</Text>;
  const summary = data?.startupFile;
  if (!summary) {
    if (loading || !error) {
      return (
        <Center py="xl">
          <LoadingIndicator size="sm" label={t('loading')} />
        </Center>
      );
    }
    if (errorCodes(error).includes(ERROR_CODES.notFound)) return <NotFoundState />;
    return (
      <Alert color="red" data-testid={`${testId}-error`}>
        {errorText(error)}
      </Alert>
    );
  }
  return (
    <Stack gap="lg" maw={960} w="100%" data-testid={testId}>
      {children(summary)}
    </Stack>
  );
}

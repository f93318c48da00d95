import { Alert, Button, Center, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { formDefinitionSchema, type Answers, type FormDefinition } from '@hatchery/domain';
import { IconCircleCheck, IconFileTypePdf } from '@tabler/icons-react';
import { useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageShell } from '../../../app/layout/PageShell';
import { ApolloBoundary } from '../../../lib/apollo/ApolloBoundary';
import { useErrorText } from '../../../lib/errors/useErrorText';
import { SHARED_FORM, SUBMIT_SHARED_FORM } from '../documents';
import { FormRenderer } from '../renderer/FormRenderer';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

/** The honeypot (D-187): a field people never see, which bots fill; the server drops answers that carry it. */
function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden style={{ position: 'absolute', insetInlineStart: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Website
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * /share/forms/:uuid (issue 15 item 5): a published form answered without an account, on the bare layout — which has
 * no GraphQL client of its own (only signed-in layouts do), so the page brings the shared one.
 */
export function SharedFormPage() {
  return (
    <ApolloBoundary>
      <SharedForm />
    </ApolloBoundary>
  );
}

function SharedForm() {
  const { t } = useTranslation('forms');
  const errorText = useErrorText();
  const { uuid = '' } = useParams();
  const { data, error, loading } = useQuery(SHARED_FORM, { variables: { uuid } });
  const [submit] = useMutation(SUBMIT_SHARED_FORM);
  const [receipt, setReceipt] = useState<{ downloadKey: string | null } | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement | null>(null);
  const shared = data?.sharedForm;
  const definition = useMemo<FormDefinition | null>(() => {
    const parsed = formDefinitionSchema.safeParse(shared?.definition);
    return parsed.success ? (parsed.data as FormDefinition) : null;
  }, [shared?.definition]);

  const onSubmit = async (answers: Answers) => {
    if (!shared) return;
    setSubmitError(null);
    try {
      const { data: result } = await submit({ variables: { uuid, answers, fillToken: shared.fillToken, website: honeypot.current?.value || null } });
      setReceipt({ downloadKey: result?.submitSharedForm.downloadKey ?? null });
      window.scrollTo?.({ top: 0 });
    } catch (failure) {
      setSubmitError(errorText(failure));
    }
  };

  let body;
  if (loading && !shared) {
    body = (
      <Center py="xl">
        <LoadingIndicator size="sm" label={t('loading')} />
      </Center>
    );
  } else if (!shared || !definition) {
    body = (
      <Alert color="red" title={t('shared.unavailableTitle')} data-testid="shared-form-unavailable">
        {error ? errorText(error) : t('shared.unavailable')}
      </Alert>
    );
  } else if (receipt) {
    body = (
      <Stack gap="md" align="center" py="xl" data-testid="shared-form-thanks">
        <IconCircleCheck size={48} color="var(--mantine-color-green-filled)" aria-hidden />
        <Title order={2} size="h3">
          {t('shared.thanksTitle')}
        </Title>
        <Text ta="center">{t('shared.thanks')}</Text>
        {receipt.downloadKey ? (
          <Button component="a" href={`/download/forms/${receipt.downloadKey}`} variant="default" leftSection={<IconFileTypePdf size={16} aria-hidden />}>
            {t('shared.downloadCopy')}
          </Button>
        ) : null}
      </Stack>
    );
  } else {
    body = (
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {shared.name}
          </Title>
          {shared.description ? (
            <Text dir="auto" c="dimmed" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {shared.description}
            </Text>
          ) : null}
        </div>
        <Honeypot inputRef={honeypot} />
        <FormRenderer definition={definition} audience="respondent" onSubmit={onSubmit} submitError={submitError} />
      </Stack>
    );
  }
  return (
    <PageShell testId="shared-form-page">
      <Container size="sm" w="100%" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          {body}
        </Paper>
      </Container>
    </PageShell>
  );
}

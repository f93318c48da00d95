import { Alert, Button, Center, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { registeredClient } from '../../lib/apollo/clientRegistry';
import { restRequest, type RestResult } from '../../lib/rest/restRequest';
import { useRestErrorText } from '../../lib/rest/useRestErrorText';
import { useToken } from '../../app/viewer/ViewerContext';
import { AccountCard } from './AccountCard';
import { FormError } from './FormError';
import { LoadingIndicator } from '../../components/LoadingIndicator';

// One request per token per page load, even when React runs the effect twice (StrictMode).
const requests = new Map<string, Promise<RestResult<unknown>>>();

function validateOnce(token: string): Promise<RestResult<unknown>> {
  let request = requests.get(token);
  if (!request) {
    request = restRequest('POST', `/api/users/validate/${encodeURIComponent(token)}`, { auth: false });
    requests.set(token, request);
  }
  return request;
}

/** /validate/:validationToken (AUTH-08, RTE-13): POST with no body on load; confirmed or invalid link. */
export function ValidateAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { validationToken = '' } = useParams();
  const signedIn = useToken() !== null;
  const failureText = useRestErrorText();
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'ok' } | { kind: 'error'; message: string }>({ kind: 'loading' });

  useEffect(() => {
    let cancelled = false;
    void validateOnce(validationToken).then((result) => {
      if (cancelled) return;
      if (result.ok) {
        setState({ kind: 'ok' });
        // A signed-in user leaves the account gate without reloading: CurrentUser sent afresh, not joined to one in
        // flight since the page loaded (before the confirmation), which would answer "not validated" and keep the gate
        // up — a CI run saw it once the database answered requests concurrently (D-529).
        void registeredClient()?.refetchFresh('CurrentUser').catch(() => undefined);
      } else setState({ kind: 'error', message: failureText(result) });
    });
    return () => {
      cancelled = true;
    };
  }, [validationToken, failureText]);

  return (
    <AccountCard title={t('account.validate.title')} testId="validate-account-page">
      <Stack gap="md" data-testid="validate-account" data-state={state.kind}>
        {state.kind === 'loading' ? (
          <Center py="md">
            <LoadingIndicator type="dots" />
          </Center>
        ) : null}
        {state.kind === 'ok' ? (
          <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status" data-testid="validate-account-success">
            {t('account.validate.done')}
          </Alert>
        ) : null}
        {state.kind === 'error' ? <FormError message={state.message} testId="validate-account-error" /> : null}
        {state.kind !== 'loading' ? (
          <Button onClick={() => void navigate(signedIn ? '/' : '/login', { replace: true })} data-testid="validate-account-continue">
            {signedIn ? t('account.validate.continue') : t('account.backToLogin')}
          </Button>
        ) : null}
      </Stack>
    </AccountCard>
  );
}

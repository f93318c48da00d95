import { Alert, Anchor, Button, Center, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { PASSWORD_MAX, PASSWORD_MIN } from '@hatchery/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApolloBoundary } from '../../../lib/apollo/ApolloBoundary';
import { tokenStore } from '../../../lib/storage/tokenStore';
import { ACCEPT_LEAD_TRANSFER, LEAD_TRANSFER, type LeadTransferOffer } from './documents';
import { useIntakeErrorText } from './useIntakeErrorText';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

interface Values {
  email: string;
  password: string;
  confirmation: string;
  firstName: string;
  lastName: string;
}

/** What the visitor typed that the server would refuse anyway, shown on the field before sending. */
function problems(values: Values, needsAccount: boolean, t: (key: string, options?: Record<string, unknown>) => string): Partial<Record<keyof Values, string>> {
  const found: Partial<Record<keyof Values, string>> = {};
  if (values.email.trim() === '') found.email = t('transfer.required');
  if (values.password === '') found.password = t('transfer.required');
  if (needsAccount) {
    if (values.firstName.trim() === '') found.firstName = t('transfer.required');
    if (values.lastName.trim() === '') found.lastName = t('transfer.required');
    const length = [...values.password].length;
    if (values.password !== '' && (length < PASSWORD_MIN || length > PASSWORD_MAX)) found.password = t('transfer.passwordPolicy', { min: PASSWORD_MIN, max: PASSWORD_MAX });
    if (values.confirmation !== values.password) found.confirmation = t('transfer.mismatch');
  }
  return found;
}

function TakeOverForm({ token, offer }: { token: string; offer: LeadTransferOffer }) {
  const { t } = useTranslation('applicationsIntake');
  const navigate = useNavigate();
  const errorText = useIntakeErrorText();
  const [accept, { loading }] = useMutation(ACCEPT_LEAD_TRANSFER);
  const [values, setValues] = useState<Values>({ email: offer.email, password: '', confirmation: '', firstName: '', lastName: '' });
  const [shown, setShown] = useState<Partial<Record<keyof Values, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const field = (name: keyof Values) => ({
    value: values[name],
    error: shown[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems(values, offer.needsAccount, t);
    setShown(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    try {
      const input = offer.needsAccount
        ? { token, email: values.email.trim(), password: values.password, firstName: values.firstName.trim(), lastName: values.lastName.trim() }
        : { token, email: values.email.trim(), password: values.password };
      const result = await accept({ variables: { input } });
      if (result.data) {
        tokenStore.set(result.data.acceptLeadTransfer.token);
        await navigate('/applications-manager', { replace: true });
      }
    } catch (failure) {
      setServerError(errorText(failure));
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="lead-transfer-form">
      <Stack gap="md">
        <Text size="sm">{t(offer.needsAccount ? 'transfer.createExplained' : 'transfer.signInExplained', { email: offer.email })}</Text>
        {serverError ? <Alert color="red" role="alert" data-testid="lead-transfer-error">{serverError}</Alert> : null}
        <TextInput label={t('transfer.email')} type="email" autoComplete="email" required {...field('email')} data-testid="lead-transfer-email" />
        {offer.needsAccount ? (
          <Group grow align="flex-start">
            <TextInput label={t('transfer.firstName')} autoComplete="given-name" required {...field('firstName')} data-testid="lead-transfer-first-name" />
            <TextInput label={t('transfer.lastName')} autoComplete="family-name" required {...field('lastName')} data-testid="lead-transfer-last-name" />
          </Group>
        ) : null}
        <PasswordInput
          label={t('transfer.password')}
          autoComplete={offer.needsAccount ? 'new-password' : 'current-password'}
          required
          {...field('password')}
          data-testid="lead-transfer-password"
        />
        {offer.needsAccount ? (
          <PasswordInput label={t('transfer.confirm')} autoComplete="new-password" required {...field('confirmation')} data-testid="lead-transfer-confirm" />
        ) : null}
        <Button type="submit" loading={loading} fullWidth data-testid="lead-transfer-submit">
          {t(offer.needsAccount ? 'transfer.create' : 'transfer.signIn')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /leads/transfer/{id} (D1 §2.1, visitors only; D-300): the person a lead was offered to sees the call and the
 * application and takes it over — choosing name and password, or signing in — then lands in /applications-manager.
 */
export function LeadTransferPage() {
  // Visitors' pages sit outside the signed-in shell: the boundary gives them the Apollo client (as /apply/program).
  return (
    <ApolloBoundary>
      <LeadTransferOfferView />
    </ApolloBoundary>
  );
}

function LeadTransferOfferView() {
  const { t } = useTranslation('applicationsIntake');
  const { id = '' } = useParams();
  const errorText = useIntakeErrorText();
  const { data, loading, error } = useQuery(LEAD_TRANSFER, { variables: { token: id }, fetchPolicy: 'network-only' });
  const offer = data?.leadTransfer ?? null;
  return (
    <Center mih="100vh" p="md" data-testid="lead-transfer-page">
      <Stack w="100%" maw={480} gap="lg">
        <Title order={1} size="h2" ta="center">
          {t('transfer.title')}
        </Title>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          {loading && !offer ? (
            <Center py="md"><LoadingIndicator type="dots" label={t('loading')} /></Center>
          ) : error || !offer ? (
            <Stack gap="md">
              <Alert color="orange" data-testid="lead-transfer-refused">{error ? errorText(error) : t('errors.transferInvalid')}</Alert>
              <Anchor component={Link} to="/login" size="sm">{t('transfer.toLogin')}</Anchor>
            </Stack>
          ) : (
            <Stack gap="lg">
              <Stack gap={4} data-testid="lead-transfer-offer">
                {offer.programName ? <Text size="sm" fw={600} c="dimmed" tt="uppercase" dir="auto">{offer.programName}</Text> : null}
                <Text fw={600} size="lg" dir="auto" style={{ overflowWrap: 'anywhere' }}>{offer.funnelName}</Text>
                {offer.title ? <Text dir="auto" style={{ overflowWrap: 'anywhere' }} data-testid="lead-transfer-title">{t('transfer.application', { title: offer.title })}</Text> : null}
              </Stack>
              <TakeOverForm token={id} offer={offer} />
            </Stack>
          )}
        </Paper>
      </Stack>
    </Center>
  );
}

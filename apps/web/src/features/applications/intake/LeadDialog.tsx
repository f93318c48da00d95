import { Alert, Button, Center, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { formDefinitionSchema, type Answers, type FormDefinition } from '@hatchery/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/alerts/alertStore';
import { FormRenderer } from '../../forms';
import { CREATE_APPLICATION_LEAD, PUBLIC_FUNNEL, TRANSFER_APPLICATION } from './documents';
import { useIntakeErrorText } from './useIntakeErrorText';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface LeadDialogProps {
  funnel: { _id: string; name: string; slug: string };
  opened: boolean;
  onClose: () => void;
  onDone?: () => void;
}

/** After the lead is filed: hand it to the person now (their invitation or a notice), or later. */
function HandOver({ lead, email, onClose }: { lead: { _id: string; title: string }; email: string; onClose: () => void }) {
  const { t } = useTranslation('applicationsIntake');
  const errorText = useIntakeErrorText();
  const [transfer, { loading }] = useMutation(TRANSFER_APPLICATION);
  const send = () =>
    transfer({ variables: { applicationId: lead._id, email } }).then(
      () => {
        toast('success', t('lead.handedOver', { email }));
        onClose();
      },
      (error: unknown) => toast('error', errorText(error)),
    );
  return (
    <Stack gap="md" data-testid="lead-created">
      <Text>{t('lead.created', { title: lead.title })}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('lead.later')}
        </Button>
        <Button loading={loading} onClick={() => void send()} data-testid="lead-hand-over">
          {t('lead.handOver', { email })}
        </Button>
      </Group>
    </Stack>
  );
}

function LeadForm({ funnel, onCreated }: { funnel: LeadDialogProps['funnel']; onCreated: (lead: { _id: string; title: string }, email: string) => void }) {
  const { t } = useTranslation('applicationsIntake');
  const errorText = useIntakeErrorText();
  const { data, loading, error } = useQuery(PUBLIC_FUNNEL, { variables: { slug: funnel.slug } });
  const [create] = useMutation(CREATE_APPLICATION_LEAD);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const definition = useMemo<FormDefinition | null>(() => {
    const parsed = formDefinitionSchema.safeParse(data?.publicFunnel?.intakeDefinition);
    return parsed.success ? (parsed.data as FormDefinition) : null;
  }, [data]);
  if (loading && !data) return <Center py="md"><LoadingIndicator size="sm" label={t('loading')} /></Center>;
  if (error || !definition) return <Alert color="red">{error ? errorText(error) : t('apply.noForm')}</Alert>;
  const emailError = touched && !EMAIL.test(email.trim()) ? t('errors.emailInvalid') : null;
  const nameError = touched && name.trim() === '' ? t('lead.nameRequired') : null;
  const onSubmit = async (answers: Answers) => {
    setTouched(true);
    setSubmitError(null);
    if (!EMAIL.test(email.trim()) || name.trim() === '') {
      setSubmitError(t('lead.personFirst'));
      return;
    }
    try {
      const result = await create({ variables: { funnelId: funnel._id, applicantEmail: email.trim(), applicantName: name.trim(), answers } });
      if (result.data) onCreated({ _id: result.data.createApplicationLead._id, title: result.data.createApplicationLead.title ?? name.trim() }, email.trim());
    } catch (failure) {
      setSubmitError(errorText(failure));
    }
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">{t('lead.intro')}</Text>
      <TextInput label={t('lead.email')} type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} onBlur={() => setTouched(true)} error={emailError} data-testid="lead-email" />
      <TextInput label={t('lead.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} onBlur={() => setTouched(true)} error={nameError} data-testid="lead-name" />
      <FormRenderer definition={definition} audience="respondent" onSubmit={onSubmit} submitError={submitError} />
    </Stack>
  );
}

/** Staff file an application on someone's behalf (a lead, D-246) from the funnels list. */
export function LeadDialog({ funnel, opened, onClose, onDone }: LeadDialogProps) {
  const { t } = useTranslation('applicationsIntake');
  const [created, setCreated] = useState<{ lead: { _id: string; title: string }; email: string } | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('lead.title', { name: funnel.name })} size="lg" data-testid="lead-dialog">
      {created ? (
        <HandOver lead={created.lead} email={created.email} onClose={close} />
      ) : (
        <LeadForm
          funnel={funnel}
          onCreated={(lead, email) => {
            setCreated({ lead, email });
            onDone?.();
          }}
        />
      )}
    </Modal>
  );
}

import { Button, Checkbox, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/alerts/alertStore';
import { logout } from '../../../lib/apollo/logout';
import { useErrorText } from '../../../lib/errors/useErrorText';
import { useAppForm } from '../../../lib/forms/useAppForm';
import { FormError } from '../FormError';
import { DELETE_MY_ACCOUNT, type AccountDeletionBlock, type AccountDeletionProof } from './documents';
import { deletionRefusal } from './deletionRefusal';

interface DeleteValues {
  /** The password, or the account's e-mail address for an account without one. */
  proof: string;
  understood: boolean;
}

export interface DeleteAccountFormProps {
  confirmWith: AccountDeletionProof;
  /** The account's address, which the EMAIL proof asks to type out. */
  email: string;
  /** The server refused because a block appeared since the page loaded (the page shows it instead of the form). */
  onBlocked: (reason: AccountDeletionBlock) => void;
}

/**
 * The confirmation: the password (or the address typed out, for an account without a password) and an explicit
 * "I understand"; then the red button. On success the browser signs out and the login page shows the notice.
 */
export function DeleteAccountForm({ confirmWith, email, onBlocked }: DeleteAccountFormProps) {
  const { t } = useTranslation('accountDeletion');
  const toText = useErrorText();
  const [remove] = useMutation(DELETE_MY_ACCOUNT);
  const [serverError, setServerError] = useState<string | null>(null);
  const byPassword = confirmWith === 'PASSWORD';
  const proofLabel = byPassword ? t('form.password') : t('form.email');
  const {
    register,
    handleSubmit,
    setError,
    fieldError,
    formState: { isSubmitting },
  } = useAppForm<DeleteValues>({ defaultValues: { proof: '', understood: false } });

  const onSubmit = handleSubmit(async ({ proof }) => {
    setServerError(null);
    try {
      await remove({ variables: byPassword ? { password: proof } : { confirmEmail: proof.trim() } });
    } catch (error) {
      const refusal = deletionRefusal(error);
      if (refusal.kind === 'field') {
        const message = refusal.field === 'password' ? t('errors.passwordWrong', { field: proofLabel }) : t('errors.emailMismatch', { field: proofLabel });
        setError('proof', { type: 'server', message }, { shouldFocus: true });
      } else if (refusal.kind === 'blocked') {
        onBlocked(refusal.reason);
      } else {
        setServerError(toText(error));
      }
      return;
    }
    // The server already ended every session of the account (and told the other tabs): only local state remains.
    const notice = t('done');
    await logout({ endSession: false });
    toast('success', notice);
  });

  const proofField = register('proof', {
    validate: (value) => {
      if (value.trim() === '') return t('common:validation.required', { field: proofLabel });
      if (!byPassword && value.trim().toLowerCase() !== email.toLowerCase()) return t('errors.emailMismatch', { field: proofLabel });
      return true;
    },
  });

  return (
    <Paper withBorder p="lg" radius="md" style={{ borderColor: 'var(--mantine-color-red-filled)' }} data-testid="account-deletion-form-card">
      <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="account-deletion-form">
        <Stack gap="md" maw={460}>
          <Title order={2} size="h4" c="var(--mantine-color-red-text)">
            {t('form.title')}
          </Title>
          <FormError message={serverError} testId="account-deletion-error" />
          {byPassword ? (
            <PasswordInput
              label={proofLabel}
              description={t('form.passwordHelp')}
              autoComplete="current-password"
              error={fieldError('proof')}
              data-testid="account-deletion-password"
              {...proofField}
            />
          ) : (
            <TextInput
              label={proofLabel}
              description={
                <>
                  {t('form.emailHelp')}{' '}
                  <Text span inherit fw={600} dir="ltr">
                    {email}
                  </Text>
                </>
              }
              type="email"
              autoComplete="off"
              dir="ltr"
              error={fieldError('proof')}
              data-testid="account-deletion-email"
              {...proofField}
            />
          )}
          <Checkbox
            label={t('form.understood')}
            error={fieldError('understood')}
            data-testid="account-deletion-understood"
            {...register('understood', { validate: (checked) => checked || t('form.understoodRequired') })}
          />
          <Group>
            <Button type="submit" color="red.9" leftSection={<IconTrash size={16} />} loading={isSubmitting} data-testid="account-deletion-submit">
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

import { PasswordInput } from '@mantine/core';
import type { FieldErrors, UseFormGetValues, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirmationMessage, passwordMessage } from './passwordPolicy';

export interface PasswordPairValues {
  password: string;
  confirmation: string;
}

/** A new password and its confirmation, with the 8–128 policy checked before the server sees it. */
export function PasswordPair<T extends PasswordPairValues>({
  register,
  getValues,
  errors,
  testIdPrefix,
}: {
  register: UseFormRegister<T>;
  getValues: UseFormGetValues<T>;
  errors: FieldErrors<T>;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const field = t('login.password');
  // The generic form types cannot narrow the field names; the values are those of PasswordPairValues.
  const reg = register as unknown as UseFormRegister<PasswordPairValues>;
  const values = getValues as unknown as UseFormGetValues<PasswordPairValues>;
  const errs = errors as FieldErrors<PasswordPairValues>;
  return (
    <>
      <PasswordInput
        label={field}
        description={t('account.password.policy')}
        autoComplete="new-password"
        error={errs.password?.message}
        data-testid={`${testIdPrefix}-password`}
        {...reg('password', { validate: (v) => passwordMessage(v, t, field) })}
      />
      <PasswordInput
        label={t('account.password.confirm')}
        autoComplete="new-password"
        error={errs.confirmation?.message}
        data-testid={`${testIdPrefix}-confirm`}
        {...reg('confirmation', { validate: (v) => confirmationMessage(values('password'), v, t) })}
      />
    </>
  );
}

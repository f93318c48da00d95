import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconAt, IconLock } from '@tabler/icons-react';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { tokenStore } from '../../lib/storage/tokenStore';
import { requestLogin, safeReturnTo } from './loginRequest';
import { validateLogin, type LoginField, type LoginValues } from './loginValidation';

const FIELDS: readonly LoginField[] = ['email', 'password'];

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<LoginField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const inputs: Record<LoginField, RefObject<HTMLInputElement | null>> = { email: useRef(null), password: useRef(null) };
  const errors = validateLogin(values, t);
  // D1 §5: a field's message shows only when it is touched (left once, or after a submit attempt) and in error;
  // from then on it follows every keystroke.
  const fieldError = (name: LoginField): string | undefined => (touched[name] || submitted ? errors[name] : undefined);

  const field = (name: LoginField) => ({
    name,
    value: values[name],
    error: fieldError(name),
    ref: inputs[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
    onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const invalid = FIELDS.find((name) => errors[name] !== undefined);
    if (invalid) {
      inputs[invalid].current?.focus();
      return;
    }
    setServerError(null);
    setSubmitting(true);
    try {
      const result = await requestLogin(values.email.trim(), values.password);
      if (result.ok) {
        tokenStore.set(result.token);
        await navigate(safeReturnTo(searchParams.get('returnTo')), { replace: true });
        return;
      }
      setServerError(result.status === 401 && result.message ? result.message : (result.message ?? t('login.failed')));
    } catch {
      setServerError(t('errors.network'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="login-form">
      <Stack gap="md">
        {serverError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="login-error" role="alert">
            {serverError}
          </Alert>
        ) : null}
        <TextInput
          label={t('login.email')}
          placeholder={t('login.emailPlaceholder')}
          type="email"
          autoComplete="username"
          leftSection={<IconAt size={16} />}
          size="md"
          {...field('email')}
        />
        <PasswordInput
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} />}
          size="md"
          {...field('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgotpassword" size="sm" data-testid="forgot-password">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={submitting} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

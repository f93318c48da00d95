import { Button, Divider, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { LOCALE_NAMES, chooserLocales, effectiveLocale, isLocale, type Locale } from '@hatchery/domain';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../../../app/i18n/locale';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useTenant } from '../../../app/incubator/TenantContext';
import { useTenantTimeZone } from '../../../app/incubator/useTenantTimeZone';
import { alerts } from '../../../lib/alerts/alertStore';
import { useAppForm } from '../../../lib/forms/useAppForm';
import { useRestErrorText } from '../../../lib/rest/useRestErrorText';
import { FormError } from '../FormError';
import type { PreferencesUser } from './documents';
import {
  PREFERENCE_MESSAGES,
  preferencesSchema,
  preferencesValues,
  profilePatch,
  serverFieldsOf,
  type PreferenceField,
  type PreferencesInput,
  type PreferencesOutput,
} from './preferencesForm';
import { INPUT_FIRST, TimeZoneField } from './TimeZoneField';
import { useSaveProfile } from './useSaveProfile';

/** The languages offered: the app languages, plus the one chosen or in effect when it is another (id, ja_JP). */
function languageOptions(chosen: Locale, inEffect: Locale): Array<{ value: Locale; label: string }> {
  const codes = [...new Set([...chooserLocales(chosen), ...chooserLocales(inEffect)])];
  return codes.map((code) => ({ value: code, label: LOCALE_NAMES[code] }));
}

/** Name, phone, language and time zone: one form, saved together by PUT /user (only what changed). */
export function PreferencesForm({ user }: { user: PreferencesUser }) {
  const { t, i18n } = useTranslation('preferences');
  const { locale } = useLocale();
  const tenantZone = useTenantTimeZone();
  const { incubator } = useTenant();
  // The language a device without a choice of its own shows this person (LOC-03): theirs, else the organisation's.
  const accountLanguage = effectiveLocale(user.language, incubator?.defaultLanguage);
  const save = useSaveProfile();
  const failureText = useRestErrorText();
  const [initial, setInitial] = useState(() => preferencesValues(user, locale));
  const [serverError, setServerError] = useState<string | null>(null);
  const labels: Record<PreferenceField, string> = {
    firstName: t('common:account.firstName'),
    lastName: t('common:account.lastName'),
    phone: t('phone.label'),
    timezone: t('timezone.label'),
    language: t('language.label'),
  };
  const form = useAppForm<PreferencesInput, PreferencesOutput>({ schema: preferencesSchema, labels, defaultValues: initial });
  const { register, control, handleSubmit, formState, reset, resetField, getFieldState, setError, fieldError, watch } = form;
  const language = watch('language');

  // The top bar's language menu can change the language while this page is open: the field follows it, unless the
  // reader has picked one here.
  useEffect(() => {
    if (getFieldState('language').isDirty) return;
    resetField('language', { defaultValue: locale });
    setInitial((current) => (current.language === locale ? current : { ...current, language: locale }));
  }, [locale, getFieldState, resetField]);
  // The language menu chose this device's language and the account says another: saving stores what is shown.
  const languageUnsaved = language !== accountLanguage || language !== locale;
  const canSave = formState.isDirty || languageUnsaved;

  // A rule's own message is a key of this namespace (preferencesForm.ts); the shared field messages come translated.
  const shownError = (name: PreferenceField): string | undefined => {
    const message = fieldError(name);
    if (message === PREFERENCE_MESSAGES.phone) return t('errors.phone');
    if (message === PREFERENCE_MESSAGES.timezone) return t('errors.timezone');
    return message;
  };
  const refusedText = (name: PreferenceField): string => {
    if (name === 'phone') return t('errors.phone');
    if (name === 'timezone') return t('errors.timezone');
    if (name === 'language') return t('errors.language');
    return t('errors.name', { field: labels[name] });
  };

  // A saved language is applied with the save: the confirmation speaks the new one (English is bundled; another is
  // fetched here, as the switch itself would fetch it), not the language the reader just left.
  const savedText = async (chosen: Locale | undefined): Promise<string> => {
    if (!chosen) return t('saved');
    await i18n.loadLanguages(chosen).catch(() => undefined);
    return i18n.getFixedT(chosen, 'preferences')('saved');
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const patch = profilePatch(values, initial, accountLanguage);
    if (Object.keys(patch).length === 0) return;
    const result = await save(patch);
    if (result.ok) {
      const next = preferencesValues(result.data, patch.language ?? locale);
      setInitial(next);
      reset(next);
      alerts.success(await savedText(patch.language));
      return;
    }
    // A 400 names the refused fields: each gets its message under it, and nothing was stored (the server's rule).
    const refused = result.status === 400 ? serverFieldsOf(result.message) : [];
    refused.forEach((name, index) => setError(name, { type: 'server', message: refusedText(name) }, { shouldFocus: index === 0 }));
    setServerError(refused.length > 0 ? t('errors.notSaved') : failureText(result));
  });

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="preferences-form">
        <Stack gap="lg">
          <FormError message={serverError} testId="preferences-error" />
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('profile.title')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={labels.firstName}
                required
                dir="auto"
                autoComplete="given-name"
                maxLength={100}
                error={shownError('firstName')}
                data-testid="preferences-first-name"
                {...register('firstName')}
              />
              <TextInput
                label={labels.lastName}
                required
                dir="auto"
                autoComplete="family-name"
                maxLength={100}
                error={shownError('lastName')}
                data-testid="preferences-last-name"
                {...register('lastName')}
              />
              <TextInput
                label={labels.phone}
                description={t('phone.help')}
                inputWrapperOrder={INPUT_FIRST}
                type="tel"
                // A phone number reads left to right in every language, in an Arabic page too.
                dir="ltr"
                autoComplete="tel"
                maxLength={40}
                error={shownError('phone')}
                data-testid="preferences-phone"
                {...register('phone')}
              />
            </SimpleGrid>
          </Stack>
          <Divider />
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('region.title')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={control}
                name="language"
                render={({ field }) => (
                  <Select
                    label={labels.language}
                    description={
                      accountLanguage === locale || formState.dirtyFields.language
                        ? t('language.help')
                        : t('language.deviceChoice', { current: LOCALE_NAMES[locale], account: LOCALE_NAMES[accountLanguage] })
                    }
                    inputWrapperOrder={INPUT_FIRST}
                    data={languageOptions(field.value, locale)}
                    value={field.value}
                    onChange={(value) => {
                      if (value && isLocale(value)) field.onChange(value);
                    }}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    allowDeselect={false}
                    // Each name in its own language, so a screen reader pronounces "Deutsch" as German.
                    renderOption={({ option }) => <span lang={htmlLang(option.value)}>{option.label}</span>}
                    error={shownError('language')}
                    data-testid="preferences-language"
                  />
                )}
              />
              <Controller
                control={control}
                name="timezone"
                render={({ field }) => (
                  <TimeZoneField
                    value={field.value}
                    onChange={(zone) => field.onChange(zone)}
                    onBlur={field.onBlur}
                    error={shownError('timezone')}
                    saved={user.timezone ?? null}
                    tenantZone={tenantZone}
                  />
                )}
              />
            </SimpleGrid>
          </Stack>
          <Group justify="flex-end" gap="sm">
            {canSave ? (
              <Text size="sm" c="dimmed" data-testid="preferences-unsaved">
                {t('unsaved')}
              </Text>
            ) : null}
            <Button type="submit" loading={formState.isSubmitting} disabled={!canSave} data-testid="preferences-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

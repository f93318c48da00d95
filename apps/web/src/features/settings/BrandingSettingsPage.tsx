import { Alert, Button, Card, ColorInput, Grid, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { LOGO_TYPES, brandingSchema, type BrandingInput } from '@hatchery/domain';
import { IconContrast } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../app/incubator/TenantContext';
import { INCUBATOR_SETTINGS, UPDATE_BRANDING, type IncubatorSettings } from './documents';
import { LoginCardPreview, SidebarPreview } from './BrandingPreview';
import { LogoUploadField, type LogoValue } from './LogoUploadField';
import { contrastIssues } from './palettePreview';
import { SettingsPage, useFieldMessage, useSaveAlerts } from './settingsUi';
import { useAppForm } from '../../lib/forms/useAppForm';

type BrandingForm = Omit<BrandingInput, 'logoFileId' | 'logoSquareFileId' | 'whiteLogoFileId'>;

/** The schema types logoType as a String; the form offers the values the settings rules accept. */
function logoTypeOf(value: string): BrandingForm['sidebar']['logoType'] {
  return LOGO_TYPES.find((type) => type === value) ?? 'NORMAL';
}

export function brandingDefaults(s: IncubatorSettings): BrandingForm {
  const custom = s.incubatorCustomLoginTextAndLink;
  return {
    sidebar: { ...s.brandPalette.sidebar, logoType: logoTypeOf(s.brandPalette.sidebar.logoType) },
    login: { ...s.brandPalette.login, logoType: logoTypeOf(s.brandPalette.login.logoType) },
    customLogin: {
      active: custom.active,
      text: custom.text ?? '',
      url: custom.url ?? '',
      buttonBackgroundColor: custom.buttonBackgroundColor ?? '#1c7ed6',
      buttonTextColor: custom.buttonTextColor ?? '#ffffff',
    },
  };
}

const SWATCHES = ['#1f2540', '#0b7285', '#2b8a3e', '#e67700', '#c92a2a', '#5f3dc4', '#ffffff', '#f1f3f5', '#212529', '#4263eb'];

function ColorField({ control, name, label }: { control: Control<BrandingForm>; name: FieldPath<BrandingForm>; label: string }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ColorInput
          label={label}
          format="hex"
          swatches={SWATCHES}
          // The eye-dropper button is an icon only: it needs a name of its own (axe button-name).
          eyeDropperButtonProps={{ 'aria-label': t('adminSettings.branding.pickColor') }}
          dir="ltr"
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          error={message(fieldState.error?.message)}
          data-testid={`color-${name}`}
        />
      )}
    />
  );
}

function LogoTypeField({ control, name, label }: { control: Control<BrandingForm>; name: 'sidebar.logoType' | 'login.logoType'; label: string }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Stack gap={4}>
          <Text size="sm" fw={500}>{label}</Text>
          <SegmentedControl
            value={field.value}
            onChange={field.onChange}
            fullWidth
            // Long labels ("Reverse (white logo)") wrap instead of being cut in a narrow column.
            styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
            data={[
              { value: 'NORMAL', label: t('adminSettings.branding.logoNormal') },
              { value: 'REVERSE', label: t('adminSettings.branding.logoReverse') },
            ]}
          />
        </Stack>
      )}
    />
  );
}

function BrandingEditor({ settings }: { settings: IncubatorSettings }) {
  const { t, i18n } = useTranslation();
  const message = useFieldMessage();
  const { refresh } = useTenant();
  const { saved, failed } = useSaveAlerts();
  const [save, { loading }] = useMutation(UPDATE_BRANDING);
  const initialLogos = { logo: { url: settings.logo, fileId: undefined }, logoSquare: { url: settings.logoSquare, fileId: undefined }, whiteLogo: { url: settings.whiteLogo, fileId: undefined } };
  const [logos, setLogos] = useState<Record<'logo' | 'logoSquare' | 'whiteLogo', LogoValue>>(initialLogos);
  const { control, register, handleSubmit, formState, watch, reset } = useAppForm<BrandingForm>({
    schema: brandingSchema.omit({ logoFileId: true, logoSquareFileId: true, whiteLogoFileId: true }),
    labels: { 'customLogin.text': t('adminSettings.branding.customText'), 'customLogin.url': t('adminSettings.branding.customUrl') },
    mode: 'onTouched',
    defaultValues: brandingDefaults(settings),
  });
  const values = watch();
  const logosDirty = Object.values(logos).some((l) => l.fileId !== undefined);
  const issues = contrastIssues(values.sidebar, values.login, values.customLogin.active ? values.customLogin : null);
  const shownLogos = { logo: logos.logo.url, whiteLogo: logos.whiteLogo.url };

  const onSubmit = handleSubmit(async (form) => {
    try {
      const input = {
        ...form,
        ...(logos.logo.fileId !== undefined ? { logoFileId: logos.logo.fileId } : {}),
        ...(logos.logoSquare.fileId !== undefined ? { logoSquareFileId: logos.logoSquare.fileId } : {}),
        ...(logos.whiteLogo.fileId !== undefined ? { whiteLogoFileId: logos.whiteLogo.fileId } : {}),
      };
      const { data } = await save({ variables: { input } });
      if (!data) return;
      saved();
      const next = data.updateBranding;
      reset(brandingDefaults(next));
      setLogos({ logo: { url: next.logo, fileId: undefined }, logoSquare: { url: next.logoSquare, fileId: undefined }, whiteLogo: { url: next.whiteLogo, fileId: undefined } });
      // This tab updates at once; other tabs and users through incubatorUpdated.
      void refresh();
    } catch (error) {
      failed(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="branding-form">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <Card withBorder radius="lg" padding="xl">
              <Stack gap="md">
                <Title order={2} size="h4">{t('adminSettings.branding.logos')}</Title>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                  <LogoUploadField purpose="logo" label={t('adminSettings.branding.logo')} help={t('adminSettings.branding.logoHelp')} value={logos.logo} onChange={(v) => setLogos((l) => ({ ...l, logo: v }))} />
                  <LogoUploadField purpose="logoSquare" label={t('adminSettings.branding.logoSquare')} help={t('adminSettings.branding.logoSquareHelp')} value={logos.logoSquare} onChange={(v) => setLogos((l) => ({ ...l, logoSquare: v }))} />
                  <LogoUploadField purpose="whiteLogo" dark label={t('adminSettings.branding.whiteLogo')} help={t('adminSettings.branding.whiteLogoHelp')} value={logos.whiteLogo} onChange={(v) => setLogos((l) => ({ ...l, whiteLogo: v }))} />
                </SimpleGrid>
              </Stack>
            </Card>
            <Card withBorder radius="lg" padding="xl">
              <Stack gap="md">
                <Title order={2} size="h4">{t('adminSettings.branding.sidebar')}</Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <ColorField control={control} name="sidebar.backgroundColor" label={t('adminSettings.branding.backgroundColor')} />
                  <ColorField control={control} name="sidebar.textColor" label={t('adminSettings.branding.textColor')} />
                  <ColorField control={control} name="sidebar.activeItemBackgroundColor" label={t('adminSettings.branding.activeItemBackgroundColor')} />
                  <ColorField control={control} name="sidebar.activeItemTextColor" label={t('adminSettings.branding.activeItemTextColor')} />
                  <ColorField control={control} name="sidebar.activeSubItemTextColor" label={t('adminSettings.branding.activeSubItemTextColor')} />
                  <LogoTypeField control={control} name="sidebar.logoType" label={t('adminSettings.branding.logoType')} />
                </SimpleGrid>
              </Stack>
            </Card>
            <Card withBorder radius="lg" padding="xl">
              <Stack gap="md">
                <Title order={2} size="h4">{t('adminSettings.branding.login')}</Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <ColorField control={control} name="login.backgroundColor" label={t('adminSettings.branding.backgroundColor')} />
                  <ColorField control={control} name="login.textColor" label={t('adminSettings.branding.textColor')} />
                  <LogoTypeField control={control} name="login.logoType" label={t('adminSettings.branding.logoType')} />
                </SimpleGrid>
                <Switch mt="sm" label={t('adminSettings.branding.customLogin')} description={t('adminSettings.branding.customLoginHelp')} {...register('customLogin.active')} />
                {values.customLogin.active ? (
                  <Stack gap="sm">
                    <Textarea label={t('adminSettings.branding.customText')} autosize minRows={2} {...register('customLogin.text')} error={message(formState.errors.customLogin?.text?.message)} />
                    <TextInput dir="ltr" label={t('adminSettings.branding.customUrl')} placeholder="https://example.org" {...register('customLogin.url')} error={message(formState.errors.customLogin?.url?.message)} />
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                      <ColorField control={control} name="customLogin.buttonBackgroundColor" label={t('adminSettings.branding.buttonBackgroundColor')} />
                      <ColorField control={control} name="customLogin.buttonTextColor" label={t('adminSettings.branding.buttonTextColor')} />
                    </SimpleGrid>
                  </Stack>
                ) : null}
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md" pos="sticky" top={76}>
            <Title order={2} size="h4">{t('adminSettings.branding.preview')}</Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 1 }} spacing="md">
              <SidebarPreview palette={values.sidebar as IncubatorSettings['brandPalette']['sidebar']} logos={shownLogos} name={settings.name} />
              <LoginCardPreview palette={values.login as IncubatorSettings['brandPalette']['login']} logos={shownLogos} name={settings.name} customLogin={{ ...values.customLogin, text: values.customLogin.text ?? null }} />
            </SimpleGrid>
            {issues.length > 0 ? (
              <Alert color="yellow" variant="light" icon={<IconContrast size={18} />} title={t('adminSettings.branding.contrastTitle')} data-testid="contrast-warning">
                <Stack gap={2}>
                  {issues.map((issue) => (
                    <Text key={issue.pair} size="sm">{t('adminSettings.branding.contrastIssue', { pair: t(`adminSettings.branding.pairs.${issue.pair}`), ratio: issue.ratio.toLocaleString(i18n.language.replace('_', '-')) })}</Text>
                  ))}
                </Stack>
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="button" variant="default" disabled={(!formState.isDirty && !logosDirty) || loading} onClick={() => { reset(); setLogos(initialLogos); }}>
                {t('adminSettings.cancel')}
              </Button>
              <Button type="submit" loading={loading} disabled={!formState.isDirty && !logosDirty} data-testid="save-branding" data-action="updateBranding">
                {t('adminSettings.save')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}

export function BrandingSettingsPage() {
  const { t } = useTranslation();
  const { data } = useQuery(INCUBATOR_SETTINGS, { fetchPolicy: 'cache-and-network' });
  return (
    <SettingsPage section="branding" description={t('adminSettings.branding.intro')}>
      {data ? <BrandingEditor key={data.incubatorSettings._id} settings={data.incubatorSettings} /> : <Skeleton height={600} radius="lg" />}
    </SettingsPage>
  );
}

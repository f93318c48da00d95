import { Box, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isSitePath, withScheme } from '@hatchery/domain';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../app/i18n/LanguageSelect';
import { ColorSchemeToggle } from '../../app/layout/ColorSchemeToggle';
import { logoFor } from '../../app/incubator/branding';
import { useTenant } from '../../app/incubator/TenantContext';
import { customLoginButtonColors, loginBrandTextColor } from './loginColors';
import { LoginMethods } from './LoginMethods';
import classes from './LoginPage.module.css';

const DEFAULT_LOGIN_PALETTE = { logoType: 'NORMAL', backgroundColor: '#1f2540', textColor: '#ffffff' };

/** /login: tenant branding with the login palette (TEN-10, TEN-12) and the email/password form (RTE-02). */
export function LoginPage() {
  const { t } = useTranslation();
  const { incubator } = useTenant();
  const palette = incubator?.brandPalette.login ?? DEFAULT_LOGIN_PALETTE;
  const logo = incubator ? logoFor(incubator, palette.logoType) : null;
  const custom = incubator?.incubatorCustomLoginTextAndLink;
  // WCAG AA: the tenant's colours are kept when readable, else the text turns black or white (loginColors.ts).
  const brandText = loginBrandTextColor(palette);
  const button = customLoginButtonColors(custom ?? {});
  return (
    <div className={classes.page}>
      <Box
        className={classes.brand}
        style={{ backgroundColor: palette.backgroundColor, color: brandText }}
        data-testid="login-brand"
      >
        <Stack gap="lg" className={classes.brandInner}>
          {logo ? (
            <img src={logo} alt={incubator?.name ?? ''} className={classes.logo} data-testid="login-logo" data-logo-type={palette.logoType} />
          ) : null}
          {/* Tenant-written texts keep their own direction (an English description in the Arabic UI). */}
          <Title order={2} c="inherit" className={classes.brandTitle} dir="auto">
            {incubator?.name}
          </Title>
          {incubator?.description ? (
            <Text c="inherit" size="lg" maw={420} dir="auto">
              {incubator.description}
            </Text>
          ) : null}
        </Stack>
      </Box>
      <Center className={classes.formSide}>
        <Stack w="100%" maw={420} gap="lg">
          <div>
            <Title order={1} size="h2">
              {t('login.title')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('login.subtitle', { name: incubator?.name ?? '' })}
            </Text>
          </div>
          <Paper withBorder p="xl" shadow="sm">
            <LoginMethods />
          </Paper>
          {custom?.active && (custom.text || custom.url) ? (
            <Paper p="md" withBorder data-testid="custom-login-text">
              <Stack gap="sm" align="flex-start">
                {custom.text ? (
                  <Text size="sm" dir="auto">
                    {custom.text}
                  </Text>
                ) : null}
                {custom.url ? (
                  isSitePath(custom.url) ? (
                    // A page of this app (the seeded sign-up, D-93) opens here, in the same tab.
                    <Button component={Link} to={custom.url} variant="filled" data-testid="custom-login-link" style={button}>
                      {t('login.customLink')}
                    </Button>
                  ) : (
                    <Button
                      component="a"
                      href={withScheme(custom.url)}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="filled"
                      data-testid="custom-login-link"
                      style={button}
                    >
                      {t('login.customLink')}
                    </Button>
                  )
                ) : null}
              </Stack>
            </Paper>
          ) : null}
          <Group justify="center" gap="xs">
            <LanguageSelect />
            <ColorSchemeToggle />
          </Group>
        </Stack>
      </Center>
    </div>
  );
}

import { Box, Button, Group } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MIRROR_IN_RTL } from '../../lib/direction/mirror';
import { LanguageSelect } from '../i18n/LanguageSelect';

interface PageShellProps {
  children: ReactNode;
  /** When given, the footer shows a "Log out" button that calls it. */
  onLogout?: () => void;
  testId?: string;
}

/** CHR-38: a full-page frame for screens outside the app chrome — the content, then a footer with an optional
 * "Log out" button and the language switcher. */
export function PageShell({ children, onLogout, testId }: PageShellProps) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }} data-testid={testId}>
      <Box component="main" style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {children}
      </Box>
      <Box component="footer" p="md" data-testid="page-shell-footer">
        <Group justify="center" gap="sm">
          {onLogout ? (
            <Button variant="subtle" color="gray" leftSection={<IconLogout size={16} className={MIRROR_IN_RTL} />} onClick={onLogout} data-testid="page-shell-logout">
              {t('userMenu.logout')}
            </Button>
          ) : null}
          <LanguageSelect />
        </Group>
      </Box>
    </Box>
  );
}

import { IconWifiOff } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { connectionState } from '../../lib/apollo/connectionState';

/** TRN-11, GAP-43: a visible, non-blocking banner while the app is disconnected. */
export function DisconnectedBanner() {
  const { t } = useTranslation();
  const connected = useSyncExternalStore(connectionState.subscribe, connectionState.get, () => true);
  if (connected) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="disconnected-banner"
      style={{
        position: 'fixed',
        insetBlockEnd: 16,
        insetInlineStart: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1100,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '8px 16px',
        borderRadius: 999,
        background: 'var(--mantine-color-dark-6)',
        color: 'var(--mantine-color-white)',
        boxShadow: 'var(--mantine-shadow-md)',
        fontSize: 'var(--mantine-font-size-sm)',
        pointerEvents: 'none',
      }}
    >
      <IconWifiOff size={16} aria-hidden />
      {t('connection.offline')}
    </div>
  );
}

import { Notification, Portal, Stack, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { alertStore, type AlertItem, type AlertType } from './alertStore';

const COLORS: Record<AlertType, string> = { error: 'red', information: 'blue', success: 'teal', warning: 'yellow' };
const ICONS: Record<AlertType, typeof IconCheck> = {
  error: IconX,
  information: IconInfoCircle,
  success: IconCheck,
  warning: IconAlertTriangle,
};

function AlertCard({ item }: { item: AlertItem }) {
  const { t } = useTranslation();
  const Icon = ICONS[item.type];
  return (
    <Notification
      color={COLORS[item.type]}
      icon={<Icon size={18} />}
      title={item.title}
      withCloseButton
      closeButtonProps={{ 'aria-label': t('alerts.close') }}
      onClose={() => alertStore.dismiss(item.id)}
      role={item.type === 'error' ? 'alert' : 'status'}
      data-testid={item.kind === 'toast' ? 'toast' : 'alert'}
      data-type={item.type}
      withBorder
      style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
    >
      {item.onClick ? (
        <UnstyledButton onClick={() => alertStore.activate(item.id)} data-testid="alert-action" style={{ textAlign: 'start', fontSize: 'inherit', color: 'inherit' }}>
          {item.message}
        </UnstyledButton>
      ) : (
        item.message
      )}
    </Notification>
  );
}

/** Renders every open alert and toast, top-right (top-left in RTL through logical insets). */
export default function AlertHost() {
  const items = useSyncExternalStore(alertStore.subscribe, alertStore.get, alertStore.get);
  return (
    <Portal>
      <Stack
        gap="sm"
        data-testid="alert-host"
        style={{ position: 'fixed', insetBlockStart: 16, insetInlineEnd: 16, zIndex: 1000, width: 'min(420px, calc(100vw - 32px))' }}
      >
        {items.map((item) => (
          <AlertCard key={item.id} item={item} />
        ))}
      </Stack>
    </Portal>
  );
}

import { Notification, Stack, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { InCorner } from '../corner/CornerColumn';
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
      // The body in the text colour: Mantine's dimmed description fails the contrast rule (axe, serious) on white.
      styles={{ description: { color: 'var(--mantine-color-text)' } }}
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

/** Renders every open alert and toast in the corner column (lib/corner: above batch panels, clear of the bell's panel). */
export default function AlertHost() {
  const items = useSyncExternalStore(alertStore.subscribe, alertStore.get, alertStore.get);
  return (
    <InCorner slot="alerts">
      <Stack gap="sm" data-testid="alert-host">
        {items.map((item) => (
          <AlertCard key={item.id} item={item} />
        ))}
      </Stack>
    </InCorner>
  );
}

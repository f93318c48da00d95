import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface SendConfirmModalProps {
  opened: boolean;
  subject: string;
  /** The audience's count as the preview last answered it. */
  count: number;
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last step before a send that cannot be taken back: it names the email and how many people it goes to. */
export function SendConfirmModal({ opened, subject, count, sending, onConfirm, onClose }: SendConfirmModalProps) {
  const { t } = useTranslation('emails');
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{t('send.confirmTitle')}</Text>} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="md" data-testid="send-confirm">
        <Text style={{ overflowWrap: 'anywhere' }} data-testid="send-confirm-message" data-count={count}>
          {t('send.confirmMessage', { subject, count })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('send.confirmNote')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button leftSection={<IconSend size={16} aria-hidden />} loading={sending} onClick={onConfirm} data-testid="send-confirm-button">
            {t('send.confirm', { count })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

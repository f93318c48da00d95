import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  message: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
  /** The confirm button's test id. */
  testId?: string;
}

/** "Delete X?" with cancel and a red confirm: the one confirmation of the list pages (tags, industries, milestones). */
export function ConfirmDeleteModal({ opened, title, message, cancelLabel, confirmLabel, onConfirm, onClose, loading, testId }: ConfirmDeleteModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{title}</Text>} centered>
      <Stack gap="md">
        {/* A long name without spaces wraps instead of widening the dialog past a phone's screen. */}
        <Text style={{ overflowWrap: 'anywhere' }}>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm} data-testid={testId}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export function FormError({ message, testId }: { message: string | null; testId: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid={testId}>
      {message}
    </Alert>
  );
}

import { Button, Code } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ErrorPageState } from '../../lib/apollo/errorActions';
import { StatusLayout } from './StatusLayout';

function isErrorState(value: unknown): value is ErrorPageState {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}

/** ERR-02, GAP-44: /error shows the status and server message passed in navigation state. */
export function ErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const details = isErrorState(state) ? state : null;
  return (
    <StatusLayout
      code={details ? String(details.status) : '!'}
      title={t('errors.page.title')}
      description={details ? <Code fz="md">{details.message}</Code> : t('errors.page.noDetails')}
      testId="error-page"
      action={
        <Button leftSection={<IconHome size={16} />} onClick={() => void navigate('/')}>
          {t('errors.page.home')}
        </Button>
      }
    />
  );
}

import { Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MIRROR_IN_RTL } from '../../lib/direction/mirror';
import { StatusLayout } from './StatusLayout';

/** RTE-65: "404", the message and a Go Back button to a given path (default /). */
export function NotFoundPage({ backTo = '/' }: { backTo?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusLayout
      code="404"
      title={t('errors.notFound.title')}
      testId="not-found-page"
      action={
        <Button size="md" leftSection={<IconArrowBackUp size={18} className={MIRROR_IN_RTL} />} onClick={() => void navigate(backTo)}>
          {t('errors.notFound.back')}
        </Button>
      }
    />
  );
}

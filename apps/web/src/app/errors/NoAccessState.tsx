import { Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MIRROR_IN_RTL } from '../../lib/direction/mirror';
import { StatusLayout } from './StatusLayout';

/**
 * D-92: what a page shows, inside the shell, when the server says the viewer may not see it — instead of an empty
 * state that suggests there is nothing, or a load error that suggests something broke.
 */
export function NoAccessState() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusLayout
      code="403"
      title={t('errors.noAccess.title')}
      description={t('errors.noAccess.body')}
      testId="no-access"
      fullScreen={false}
      action={
        <Button variant="light" leftSection={<IconArrowBackUp size={18} className={MIRROR_IN_RTL} />} onClick={() => void navigate('/')}>
          {t('errors.noAccess.home')}
        </Button>
      }
    />
  );
}

/** The same place for a record that does not exist (an unknown id in the path). */
export function NotFoundState() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusLayout
      code="404"
      title={t('errors.notFound.title')}
      testId="not-found-state"
      fullScreen={false}
      action={
        <Button variant="light" leftSection={<IconArrowBackUp size={18} className={MIRROR_IN_RTL} />} onClick={() => void navigate('/')}>
          {t('errors.notFound.back')}
        </Button>
      }
    />
  );
}

import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "Courses › …": the way back up, the last step the current page. */
export function CourseCrumbs({ trail, current }: { trail?: readonly { label: string; to: string }[]; current: string }) {
  const { t } = useTranslation('courses');
  const steps = trail ?? [{ label: t('catalogue.title'), to: '/courses' }];
  return (
    <Breadcrumbs separator="›" aria-label={t('breadcrumbs')} styles={{ breadcrumb: { minWidth: 0, overflowWrap: 'anywhere' } }}>
      {steps.map((step) => (
        <Anchor key={step.to} component={Link} to={step.to} size="sm" dir="auto">
          {step.label}
        </Anchor>
      ))}
      <Text size="sm" c="dimmed" aria-current="page" dir="auto">
        {current}
      </Text>
    </Breadcrumbs>
  );
}

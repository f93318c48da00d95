import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FunnelPhase } from '../documents';

const COLORS: Record<FunnelPhase, string> = { draft: 'gray', upcoming: 'blue', open: 'green', closed: 'orange', archived: 'dark' };

/** A funnel's phase: its status with the dates applied (draft, upcoming, open, closed, archived). */
export function PhaseBadge({ phase }: { phase: FunnelPhase }) {
  const { t } = useTranslation('applications');
  return (
    <Badge variant="light" color={COLORS[phase]} data-testid="funnel-phase" data-phase={phase}>
      {t(`phases.${phase}`)}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import type { StartupStage, StartupStatus } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';

/**
 * A startup's stage and status as badges, one look wherever a startup is listed (the portfolio table, startups
 * management). A Mantine badge truncates its label when its column is squeezed; `max-content` as the least width
 * makes the table give the column the whole label instead (the longest is Arabic "MVP", D-172).
 */
export function StartupStageBadge({ stage }: { stage: StartupStage }) {
  const { t } = useTranslation('startups');
  return (
    <Badge variant="light" tt="none" miw="max-content" data-testid="startup-stage" data-stage={stage}>
      {t(`stages.${stage}`)}
    </Badge>
  );
}

const STATUS_COLOURS: Record<StartupStatus, string> = { active: 'teal', archived: 'gray' };

export function StartupStatusBadge({ status }: { status: StartupStatus }) {
  const { t } = useTranslation('startups');
  return (
    <Badge variant="light" tt="none" miw="max-content" color={STATUS_COLOURS[status]} data-testid="startup-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

/** "Area › item": the way back to an area's list, the last step the current item (emails, articles). */
export function AreaCrumbs({ label, area, areaPath, current }: { label: string; area: string; areaPath: string; current: string }) {
  return (
    <Breadcrumbs separator="›" aria-label={label} styles={{ breadcrumb: { minWidth: 0, overflowWrap: 'anywhere' } }}>
      <Anchor component={Link} to={areaPath} size="sm">
        {area}
      </Anchor>
      <Text size="sm" c="dimmed" aria-current="page" dir="auto">
        {current}
      </Text>
    </Breadcrumbs>
  );
}

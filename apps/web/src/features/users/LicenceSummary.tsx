import { Group, Paper, Progress, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LICENCE_USAGE } from './documents';

/** Licence groupings of D1 §6 with their counts; licensed users against the plan's employeeCountLimit. */
export function LicenceSummary() {
  const { t } = useTranslation();
  const { data } = useQuery(LICENCE_USAGE, { fetchPolicy: 'cache-and-network' });
  if (!data) return null;
  const { employeeCountLimit: limit, groups } = data.licenceUsage;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="licence-summary">
      {groups.map((g) => {
        const full = g.group === 'licensed' && limit !== null && g.count >= limit;
        return (
          <Tooltip key={g.group} label={g.roleTypes.map((type) => t(`roles.${type}`)).join(', ')} withinPortal>
            <Paper withBorder radius="md" p="md" data-testid="licence-group" data-group={g.group}>
              <Stack gap={4}>
                <Text size="xs" tt="uppercase" fw={700} c="dimmed">{t(`adminUsers.licence.${g.group}`)}</Text>
                <Group gap={4} align="baseline">
                  <Text fw={700} fz={26} c={full ? 'red' : undefined} data-testid="licence-count">{g.count}</Text>
                  {g.group === 'licensed' && limit !== null ? <Text c="dimmed" size="sm">{t('adminUsers.ofLimit', { limit })}</Text> : null}
                </Group>
                {g.group === 'licensed' && limit !== null ? (
                  <Progress value={Math.min(100, (g.count / Math.max(limit, 1)) * 100)} color={full ? 'red' : 'blue'} size="sm" aria-label={t('adminUsers.licence.licensed')} />
                ) : null}
              </Stack>
            </Paper>
          </Tooltip>
        );
      })}
    </SimpleGrid>
  );
}

import { ActionIcon, Badge, Button, Card, Grid, Group, Select, Skeleton, Stack, Table, Text, TextInput, Timeline, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconLogin2, IconLogout2, IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortfolioAlerts } from '../startups';
import { ADD_STARTUP_TO_PROGRAM, ASSIGNABLE_STARTUPS, MEMBERSHIP_HISTORY, PROGRAMS, REMOVE_STARTUP_FROM_PROGRAM, type AssignableStartup } from './documents';

function History({ programId }: { programId: string }) {
  const { t, i18n } = useTranslation('startups');
  const { data, loading, fetchMore } = useQuery(MEMBERSHIP_HISTORY, { variables: { programId }, fetchPolicy: 'cache-and-network' });
  const page = data?.programMembershipHistory;
  const when = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' });
  if (loading && !page) return <Skeleton height={120} />;
  if (!page || page.results.length === 0) return <Text c="dimmed" size="sm">{t('assignations.noHistory')}</Text>;
  return (
    <Stack gap="sm">
      <Timeline bulletSize={22} lineWidth={2} data-testid="membership-history">
        {page.results.map((event) => (
          <Timeline.Item
            key={event._id}
            bullet={event.action === 'joined' ? <IconLogin2 size={12} /> : <IconLogout2 size={12} />}
            color={event.action === 'joined' ? 'teal' : 'gray'}
            title={t(`assignations.${event.action}`, { startup: event.startup.name })}
          >
            <Text size="xs" c="dimmed">
              {event.actor ? t('assignations.by', { name: event.actor.fullName, when: when.format(new Date(event.createdAt)) }) : when.format(new Date(event.createdAt))}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      {page.nextCursor ? (
        <Button
          variant="subtle"
          size="xs"
          onClick={() =>
            void fetchMore({
              variables: { cursor: page.nextCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                programMembershipHistory: {
                  ...fetchMoreResult.programMembershipHistory,
                  results: [...(previous.programMembershipHistory?.results ?? []), ...fetchMoreResult.programMembershipHistory.results],
                },
              }),
            })
          }
        >
          {t('assignations.older')}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * /startups/programs/startup-assignations: pick a program, add startups to it one by one or take them out, and read
 * who joined and left when (issue 14 item 2). Bulk assignment arrives with the batch operations.
 */
export function StartupAssignationsPage() {
  const { t } = useTranslation('startups');
  const { saved, failed } = usePortfolioAlerts();
  const programs = useQuery(PROGRAMS, { variables: { includeArchived: false }, fetchPolicy: 'cache-and-network' });
  const manageable = (programs.data?.programs ?? []).filter((p) => p.viewerCanManage && p.programType === 'startup');
  const [chosen, setChosen] = useState<string | null>(null);
  const programId = chosen ?? manageable[0]?._id ?? null;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const startups = useQuery(ASSIGNABLE_STARTUPS, { variables: { search: debounced || null }, fetchPolicy: 'cache-and-network' });
  const refetchQueries = ['AssignableStartups', 'ProgramMembershipHistory', 'Programs'];
  const [add] = useMutation(ADD_STARTUP_TO_PROGRAM, { refetchQueries });
  const [remove] = useMutation(REMOVE_STARTUP_FROM_PROGRAM, { refetchQueries });
  const inProgram = (s: AssignableStartup) => (s.programs ?? []).some((p) => p._id === programId);
  const rows = startups.data?.startups.results ?? [];
  const programName = manageable.find((p) => p._id === programId)?.name ?? '';
  const act = async (startup: AssignableStartup) => {
    if (!programId) return;
    try {
      if (inProgram(startup)) {
        await remove({ variables: { programId, startupId: startup._id } });
        saved(t('assignations.removed', { startup: startup.name, program: programName }));
      } else {
        await add({ variables: { programId, startupId: startup._id } });
        saved(t('assignations.added', { startup: startup.name, program: programName }));
      }
    } catch (error) {
      failed(error);
    }
  };
  return (
    <Stack gap="lg" maw={1100} data-testid="startup-assignations">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('assignations.title')}
        </Title>
        <Text c="dimmed">{t('assignations.intro')}</Text>
      </Stack>
      {programs.data && manageable.length === 0 ? (
        <Card withBorder radius="lg" padding="xl">
          <Text c="dimmed" ta="center">
            {t('assignations.noPrograms')}
          </Text>
        </Card>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="lg" padding="lg">
              <Stack gap="md">
                <Group gap="sm" wrap="wrap" align="flex-end">
                  <Select
                    label={t('assignations.program')}
                    data={manageable.map((p) => ({ value: p._id, label: p.name }))}
                    value={programId}
                    onChange={setChosen}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                    data-testid="assignations-program"
                    style={{ flex: 1, minWidth: 200 }}
                  />
                  <TextInput leftSection={<IconSearch size={16} />} aria-label={t('management.search')} placeholder={t('management.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} style={{ flex: 1, minWidth: 180 }} />
                </Group>
                {startups.loading && !startups.data ? (
                  <Skeleton height={200} />
                ) : (
                  <Table verticalSpacing="xs" data-testid="assignations-table">
                      <Table.Tbody>
                        {rows.map((startup) => {
                          const member = inProgram(startup);
                          return (
                            <Table.Tr key={startup._id}>
                              <Table.Td>
                                <Text fw={500}>{startup.name}</Text>
                                <Group gap={4} mt={2}>
                                  {(startup.programs ?? []).map((p) => (
                                    <Badge key={p._id} size="xs" variant={p._id === programId ? 'filled' : 'light'} tt="none">
                                      {p.name}
                                    </Badge>
                                  ))}
                                </Group>
                              </Table.Td>
                              <Table.Td w={56}>
                                <Tooltip label={member ? t('assignations.remove') : t('assignations.add')}>
                                  <ActionIcon
                                    variant={member ? 'subtle' : 'light'}
                                    color={member ? 'red' : undefined}
                                    aria-label={t(member ? 'assignations.removeNamed' : 'assignations.addNamed', { startup: startup.name })}
                                    onClick={() => void act(startup)}
                                    disabled={!programId}
                                    data-testid={`assign-${startup.name}`}
                                  >
                                    {member ? <IconX size={16} /> : <IconPlus size={16} />}
                                  </ActionIcon>
                                </Tooltip>
                              </Table.Td>
                            </Table.Tr>
                          );
                        })}
                      </Table.Tbody>
                  </Table>
                )}
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="lg" padding="lg">
              <Stack gap="md">
                <Title order={2} size="h4">
                  {t('assignations.history')}
                </Title>
                {programId ? <History programId={programId} /> : null}
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

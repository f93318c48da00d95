import { ActionIcon, Badge, Button, Card, Group, Menu, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconArchive, IconCalendar, IconDots, IconPencil, IconPlus, IconRestore, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hasRoleIn, isRoleType } from '../../app/viewer/roles';
import { useCurrentUser } from '../../app/viewer/ViewerContext';
import { usePortfolioAlerts } from '../startups';
import { ARCHIVE_PROGRAM, PROGRAMS, RESTORE_PROGRAM, type ProgramItem } from './documents';
import { ProgramDialog } from './ProgramDialog';

const PHASE_COLOURS: Record<string, string> = { running: 'teal', upcoming: 'blue', finished: 'gray', undated: 'gray' };

function formatDay(day: string | null | undefined, locale: string): string | null {
  return day ? new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)) : null;
}

function ProgramCard({ program, onEdit }: { program: ProgramItem; onEdit: () => void }) {
  const { t, i18n } = useTranslation('startups');
  const { saved, failed } = usePortfolioAlerts();
  const [archive] = useMutation(ARCHIVE_PROGRAM, { refetchQueries: ['Programs'] });
  const [restore] = useMutation(RESTORE_PROGRAM, { refetchQueries: ['Programs'] });
  const from = formatDay(program.startsOn, i18n.language);
  const to = formatDay(program.endsOn, i18n.language);
  const archived = program.status === 'archived';
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      saved(done);
    } catch (error) {
      failed(error);
    }
  };
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="program-card" opacity={archived ? 0.7 : 1}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {program.name}
              {program.shortName ? (
                <Text span c="dimmed" size="sm" ms={6}>
                  ({program.shortName})
                </Text>
              ) : null}
            </Text>
            <Group gap={6}>
              <Badge color={archived ? 'gray' : (PHASE_COLOURS[program.phase ?? 'undated'] ?? 'gray')} variant="light">
                {archived ? t('status.archived') : t(`programs.phases.${program.phase ?? 'undated'}`)}
              </Badge>
              {program.mode ? <Badge variant="outline">{t(`programs.modes.${program.mode}`)}</Badge> : null}
              {program.programType === 'user' ? <Badge variant="outline">{t('programs.types.user')}</Badge> : null}
            </Group>
          </Stack>
          {program.viewerCanManage ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={t('programs.actionsFor', { name: program.name })}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
                  {t('actions.edit')}
                </Menu.Item>
                {archived ? (
                  <Menu.Item leftSection={<IconRestore size={16} />} onClick={() => void run(() => restore({ variables: { programId: program._id } }), t('programs.restored', { name: program.name }))}>
                    {t('programs.restore')}
                  </Menu.Item>
                ) : (
                  <Menu.Item leftSection={<IconArchive size={16} />} onClick={() => void run(() => archive({ variables: { programId: program._id } }), t('programs.archived', { name: program.name }))}>
                    {t('programs.archive')}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
        {program.description ? (
          <Text dir="auto" size="sm" c="dimmed" lineClamp={3}>
            {program.description}
          </Text>
        ) : null}
        <Group gap="lg" mt="auto" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={16} aria-hidden />
            <Text size="sm">{from || to ? `${from ?? '…'} – ${to ?? '…'}` : t('programs.noDates')}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{t('programs.startupCount', { count: program.startupCount })}</Text>
          </Group>
        </Group>
        {program.admins.length > 0 ? (
          <Text size="xs" c="dimmed">
            {t('programs.runBy', { names: program.admins.map((a) => a.fullName).join(', ') })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** /startups/programs/incubator-plans: the programs, created, edited and archived here (issue 14 item 2). */
export function IncubatorPlansPage() {
  const { t } = useTranslation('startups');
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [showArchived, setShowArchived] = useState(false);
  const [editing, setEditing] = useState<ProgramItem | null>(null);
  const { data, loading } = useQuery(PROGRAMS, { variables: { includeArchived: showArchived }, fetchPolicy: 'cache-and-network' });
  const roles = (user?.role.type ?? []).filter(isRoleType);
  const mayCreate = hasRoleIn(roles, 'staff');
  const mayChooseAdmins = hasRoleIn(roles, 'staffCore');
  const creating = params.get('create') === '1';
  const closeDialog = () => {
    setEditing(null);
    if (creating) setParams({}, { replace: true });
  };
  const programs = data?.programs ?? [];
  return (
    <Stack gap="lg" maw={1100} data-testid="incubator-plans">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('programs.title')}
          </Title>
          <Text c="dimmed">{t('programs.intro')}</Text>
        </Stack>
        <Group gap="md">
          <Switch label={t('programs.showArchived')} checked={showArchived} onChange={(e) => setShowArchived(e.currentTarget.checked)} />
          {mayCreate ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setParams({ create: '1' }, { replace: true })} data-testid="new-program">
              {t('programs.new')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {loading && !data ? (
        <Skeleton height={180} />
      ) : programs.length === 0 ? (
        <Card withBorder radius="lg" padding="xl">
          <Text c="dimmed" ta="center">
            {t('programs.empty')}
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {programs.map((program) => (
            <ProgramCard key={program._id} program={program} onEdit={() => setEditing(program)} />
          ))}
        </SimpleGrid>
      )}
      {creating || editing ? <ProgramDialog key={editing?._id ?? 'new'} program={editing} opened mayChooseAdmins={mayChooseAdmins} onClose={closeDialog} /> : null}
    </Stack>
  );
}

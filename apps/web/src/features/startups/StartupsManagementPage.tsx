import { ActionIcon, Avatar, Badge, Button, Card, Group, Menu, Modal, Progress, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconArchive, IconDots, IconPencil, IconPlus, IconRestore, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { hasRoleIn, isRoleType } from '../../app/viewer/roles';
import { useCurrentUser } from '../../app/viewer/ViewerContext';
import { initials } from '../../lib/initials';
import { SelectPageCheckbox, SelectRowCheckbox, StartupSelectionBar, useRowSelection, useStartupBulkActions } from '../batch-operations';
import { CreateStartupDialog } from './CreateStartupDialog';
import { StartupStageBadge, StartupStatusBadge } from './StartupBadges';
import { ARCHIVE_STARTUP, DELETE_STARTUP, MANAGED_STARTUPS, RESTORE_STARTUP, type ManagedStartup } from './documents';
import { formatPercent, usePortfolioAlerts } from './portfolioUi';

function RowActions({ startup, onDelete }: { startup: ManagedStartup; onDelete: (s: ManagedStartup) => void }) {
  const { t } = useTranslation('startups');
  const { saved, failed } = usePortfolioAlerts();
  const [archive] = useMutation(ARCHIVE_STARTUP);
  const [restore] = useMutation(RESTORE_STARTUP);
  const rights = startup.viewerRights;
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      saved(done);
    } catch (error) {
      failed(error);
    }
  };
  if (!rights.edit && !rights.manage && !rights.delete) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('management.actionsFor', { name: startup.name })} data-testid={`startup-actions-${startup.name}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {rights.edit ? (
          <Menu.Item component={Link} to={`/startup/${startup._id}/file/company`} leftSection={<IconPencil size={16} />}>
            {t('management.editProfile')}
          </Menu.Item>
        ) : null}
        {rights.manage && startup.status !== 'archived' ? (
          <Menu.Item leftSection={<IconArchive size={16} />} onClick={() => void run(() => archive({ variables: { startupId: startup._id } }), t('management.archived', { name: startup.name }))}>
            {t('management.archive')}
          </Menu.Item>
        ) : null}
        {rights.manage && startup.status === 'archived' ? (
          <Menu.Item leftSection={<IconRestore size={16} />} onClick={() => void run(() => restore({ variables: { startupId: startup._id } }), t('management.restored', { name: startup.name }))}>
            {t('management.restore')}
          </Menu.Item>
        ) : null}
        {rights.delete ? (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(startup)}>
            {t('management.delete')}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** /startups/management: every startup the viewer sees, with create, edit, archive, restore and delete (issue 14 item 1). */
export function StartupsManagementPage() {
  const { t, i18n } = useTranslation('startups');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { data, loading, fetchMore, refetch } = useQuery(MANAGED_STARTUPS, { variables: { search: debounced || null }, fetchPolicy: 'cache-and-network' });
  const { saved, failed } = usePortfolioAlerts();
  const [remove, removing] = useMutation(DELETE_STARTUP, { refetchQueries: ['ManagedStartups'] });
  const [deleting, setDeleting] = useState<ManagedStartup | null>(null);
  const user = useCurrentUser();
  // The server lets the staff roles create (D-116); others are not offered the button.
  const mayCreate = hasRoleIn((user?.role.type ?? []).filter(isRoleType), 'staff');
  const creating = mayCreate && params.get('create') === '1';
  const setCreating = (open: boolean) => setParams(open ? { create: '1' } : {}, { replace: true });
  const page = data?.startups;
  const rows = page?.results ?? [];
  // Bulk actions (issue 14 item 8): a selection only when the server lets the viewer start one.
  const bulkActions = useStartupBulkActions();
  const selection = useRowSelection();
  const selectable = bulkActions.length > 0;
  return (
    <Stack gap="lg" maw={1100} data-testid="startups-management">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('management.title')}
          </Title>
          <Text c="dimmed">{t('management.intro')}</Text>
        </Stack>
        {mayCreate ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="new-startup">
            {t('management.new')}
          </Button>
        ) : null}
      </Group>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <TextInput leftSection={<IconSearch size={16} />} placeholder={t('management.search')} aria-label={t('management.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} maw={360} />
          {selectable ? <StartupSelectionBar selection={selection} actions={bulkActions} onResult={() => void refetch().catch(() => undefined)} /> : null}
          {loading && !page ? (
            <Skeleton height={200} />
          ) : rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {t('management.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" highlightOnHover data-testid="startups-table">
                <Table.Thead>
                  <Table.Tr>
                    {selectable ? (
                      <Table.Th w={40}>
                        <SelectPageCheckbox ids={rows.map((r) => r._id)} selection={selection} />
                      </Table.Th>
                    ) : null}
                    <Table.Th>{t('management.name')}</Table.Th>
                    <Table.Th>{t('management.programs')}</Table.Th>
                    <Table.Th>{t('profile.stage')}</Table.Th>
                    <Table.Th>{t('management.people')}</Table.Th>
                    <Table.Th>{t('profile.completeness')}</Table.Th>
                    <Table.Th w={48} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((startup) => (
                    <Table.Tr key={startup._id} data-testid="startup-row">
                      {selectable ? (
                        <Table.Td>
                          <SelectRowCheckbox id={startup._id} name={startup.name} selection={selection} />
                        </Table.Td>
                      ) : null}
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <Avatar alt="" src={startup.logo} size={32} radius="sm">
                            {initials(startup.name)}
                          </Avatar>
                          <Text component={Link} to={`/startup/${startup._id}/file/company`} fw={500} c="inherit">
                            {startup.name}
                          </Text>
                          {startup.status === 'archived' ? <StartupStatusBadge status="archived" /> : null}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4}>{(startup.programs ?? []).map((p) => <Badge key={p._id} variant="light" tt="none">{p.name}</Badge>)}</Group>
                      </Table.Td>
                      <Table.Td>{startup.stage ? <StartupStageBadge stage={startup.stage} /> : '—'}</Table.Td>
                      <Table.Td>{startup.peopleCount ?? 0}</Table.Td>
                      <Table.Td w={140}>
                        <Progress value={startup.profileCompleteness ?? 0} size="sm" aria-label={`${t('profile.completeness')} ${formatPercent(startup.profileCompleteness ?? 0, i18n.language)}`} />
                      </Table.Td>
                      <Table.Td>
                        <RowActions startup={startup} onDelete={setDeleting} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {page?.nextCursor ? (
            <Group justify="center">
              <Button variant="default" onClick={() =>
                  void fetchMore({
                    variables: { cursor: page.nextCursor },
                    // Another page of the same list: appended, not a list of its own.
                    updateQuery: (previous, { fetchMoreResult }) => ({
                      startups: { ...fetchMoreResult.startups, results: [...(previous.startups?.results ?? []), ...fetchMoreResult.startups.results] },
                    }),
                  })
                }>
                {t('management.more')}
              </Button>
            </Group>
          ) : null}
          {page ? (
            <Text size="sm" c="dimmed">
              {t('management.count', { count: page.totalCount })}
            </Text>
          ) : null}
        </Stack>
      </Card>

      <CreateStartupDialog opened={creating} onClose={() => setCreating(false)} onCreated={(id) => void navigate(`/startup/${id}/file/company`)} />

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('management.deleteTitle')} centered>
        <Stack gap="md">
          <Text>{t('management.deleteConfirm', { name: deleting?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('actions.cancel')}
            </Button>
            <Button
              color="red"
              loading={removing.loading}
              data-testid="confirm-delete-startup"
              onClick={async () => {
                if (!deleting) return;
                try {
                  await remove({ variables: { startupId: deleting._id } });
                  saved(t('management.deleted', { name: deleting.name }));
                  setDeleting(null);
                } catch (error) {
                  failed(error);
                }
              }}
            >
              {t('management.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

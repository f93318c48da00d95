import { Anchor, Button, Group, Menu, Paper, Select, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { FUNNEL_STATUSES, type FunnelStatus } from '@hatchery/domain';
import { IconPlus, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ArchiveRowMenu } from '../../../components/ArchiveRowMenu';
import { QueryStateView } from '../../../lib/queryState/QueryStateView';
import { ARCHIVE_FUNNEL, FUNNELS, FUNNEL_VIEWER_KEYS, RESTORE_FUNNEL, type FunnelSummary } from '../documents';
import { useFunnelErrorText } from '../useFunnelErrorText';
import { LeadDialog } from '../intake/LeadDialog';
import { CreateFunnelDialog } from './CreateFunnelDialog';
import { PhaseBadge } from './PhaseBadge';

function FunnelActions({ funnel, onDone }: { funnel: FunnelSummary; onDone: () => void }) {
  const { t } = useTranslation('applications');
  const navigate = useNavigate();
  const errorText = useFunnelErrorText();
  const [archive] = useMutation(ARCHIVE_FUNNEL);
  const [restore] = useMutation(RESTORE_FUNNEL);
  const variables = { funnelId: funnel._id };
  const [leadOpened, lead] = useDisclosure(false);
  return (
    <>
      <ArchiveRowMenu
        ariaLabel={t('list.actions', { name: funnel.name })}
        testPrefix="funnel"
        edit={{ label: t('list.openBuilder'), onClick: () => void navigate(`/applications/funnels/${funnel._id}/builder`) }}
        extraItems={
          funnel.viewerCanAddLead ? (
            <Menu.Item leftSection={<IconUserPlus size={14} />} onClick={lead.open} data-testid="funnel-add-lead">
              {t('applicationsIntake:lead.menu')}
            </Menu.Item>
          ) : null
        }
        archived={funnel.status === 'archived'}
        canArchive={funnel.viewerCanArchive}
        archive={{ label: t('list.archive'), run: () => archive({ variables }), doneText: t('list.archived', { name: funnel.name }) }}
        restore={{ label: t('list.restore'), run: () => restore({ variables }), doneText: t('list.restored', { name: funnel.name }) }}
        errorText={errorText}
        onDone={onDone}
      />
      {leadOpened ? <LeadDialog funnel={funnel} opened onClose={lead.close} onDone={onDone} /> : null}
    </>
  );
}

function DatesCell({ opensAt, closesAt }: { opensAt: string | null; closesAt: string | null }) {
  const { t, i18n } = useTranslation('applications');
  const date = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium' });
  const from = opensAt ? date.format(new Date(opensAt)) : null;
  const to = closesAt ? date.format(new Date(closesAt)) : null;
  const text = from && to ? `${from} – ${to}` : from ? t('list.from', { date: from }) : to ? t('list.until', { date: to }) : t('list.noDates');
  return (
    <Text size="sm" c={from || to ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
      <bdi>{text}</bdi>
    </Text>
  );
}

/** /applications/funnels/management and /setup/funnels (issue 16 item 1): the funnels in the viewer's scope; create, archive. */
export function FunnelsListPage() {
  const { t } = useTranslation('applications');
  const errorText = useFunnelErrorText();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<FunnelStatus | null>(null);
  const [creating, { open, close }] = useDisclosure(false);
  const keys = useQuery(FUNNEL_VIEWER_KEYS);
  const mayCreate = keys.data?.userPermissions.currentUserPermissions.some((p) => p.key === 'FUNNEL:CREATE') ?? false;
  const { data, error, refetch, fetchMore, loading } = useQuery(FUNNELS, { variables: { search: debounced || null, status, first: 50 }, fetchPolicy: 'cache-and-network' });
  const page = data?.funnels;
  return (
    <Stack gap="lg" w="100%" maw={1200} miw={0} data-testid="funnels-list-page">
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
        <Stack gap={4} style={{ flex: '1 1 20rem' }}>
          <Title order={1} size="h2">
            {t('list.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('list.intro')}
          </Text>
        </Stack>
        {mayCreate ? (
          <Button onClick={open} leftSection={<IconPlus size={16} aria-hidden />} data-testid="funnel-create">
            {t('list.create')}
          </Button>
        ) : null}
      </Group>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput label={t('list.search')} leftSection={<IconSearch size={16} aria-hidden />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} style={{ flex: '1 1 16rem' }} data-testid="funnels-search" />
        <Select
          label={t('list.status')}
          placeholder={t('list.activeStatuses')}
          data={FUNNEL_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          value={status}
          onChange={(v) => setStatus(v as FunnelStatus | null)}
          clearable
          w={{ base: '100%', xs: 220 }}
          data-testid="funnels-status"
        />
      </Group>
      <QueryStateView
        data={page}
        error={error}
        errorText={errorText}
        isEmpty={(p) => p.results.length === 0}
        emptyText={debounced || status ? t('list.noMatch') : t('list.empty')}
        emptyTestId="funnels-empty"
        loadingLabel={t('loading')}
      >
        {(p) => (
        <Paper withBorder radius="md" maw="100%">
          <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.name')}</Table.Th>
                <Table.Th>{t('list.program')}</Table.Th>
                <Table.Th>{t('list.dates')}</Table.Th>
                <Table.Th>{t('list.status')}</Table.Th>
                <Table.Th ta="end">{t('list.rounds')}</Table.Th>
                <Table.Th ta="end">{t('list.applications')}</Table.Th>
                <Table.Th w={48}>
                  <VisuallyHidden>{t('list.actionsColumn')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.results.map((funnel) => (
                <Table.Tr key={funnel._id} data-testid="funnel-row" data-name={funnel.name}>
                  <Table.Td>
                    <Anchor component={Link} to={`/applications/funnels/${funnel._id}/builder`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {funnel.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      <bdi dir="ltr">/apply/program/{funnel.slug}</bdi>
                    </Text>
                  </Table.Td>
                  <Table.Td>{funnel.program?.name ?? '—'}</Table.Td>
                  <Table.Td>
                    <DatesCell opensAt={funnel.opensAt} closesAt={funnel.closesAt} />
                  </Table.Td>
                  <Table.Td>
                    <PhaseBadge phase={funnel.phase} />
                  </Table.Td>
                  <Table.Td ta="end" data-testid="funnel-round-count">
                    {funnel.roundCount}
                  </Table.Td>
                  <Table.Td ta="end">{funnel.applicationCount}</Table.Td>
                  <Table.Td>
                    <FunnelActions funnel={funnel} onDone={() => void refetch()} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          </Table.ScrollContainer>
        </Paper>
        )}
      </QueryStateView>
      {page?.nextCursor ? (
        <Group justify="center">
          <Button variant="default" loading={loading} onClick={() => void fetchMore({ variables: { after: page.nextCursor } })}>
            {t('list.more')}
          </Button>
        </Group>
      ) : null}
      <CreateFunnelDialog opened={creating} onClose={close} />
    </Stack>
  );
}

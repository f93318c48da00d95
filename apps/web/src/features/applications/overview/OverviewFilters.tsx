import { Group, Select, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { APPLICATION_STATUSES } from '@hatchery/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersToggle } from '../../../components/FiltersToggle';
import type { PipelineFunnel } from './documents';
import { STATUS_GROUPS } from './overviewState';

export interface OverviewFiltersProps {
  /** The calls the viewer may filter by; null when the viewer may not list calls (no Call filter). */
  funnels: readonly PipelineFunnel[] | null;
  funnelId: string | null;
  onFunnel: (funnelId: string | null) => void;
  status: string | null;
  onStatus: (status: string | null) => void;
  search: string;
  onSearch: (search: string) => void;
}

/**
 * The overview's Call and Status filters and its search. Below 36em the two selects fold behind a Filters button
 * that counts those in use (D-562): stacked full width with the search they took half a phone's first screen before
 * the first application. The search stays in sight: it is what a reviewer types first.
 */
export function OverviewFilters({ funnels, funnelId, onFunnel, status, onStatus, search, onSearch }: OverviewFiltersProps) {
  const { t } = useTranslation('applicationsPipeline');
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(false);
  const inUse = (funnelId ? 1 : 0) + (status ? 1 : 0);
  const statusOptions = [
    { group: t('overview.statusFilter'), items: STATUS_GROUPS.map((g) => ({ value: `group:${g}`, label: t(`group.${g}`) })) },
    { group: ' ', items: APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })) },
  ];
  const selects = (
    <>
      {funnels ? (
        <Select
          label={t('overview.funnel')}
          placeholder={t('overview.allFunnels')}
          data={funnels.map((f) => ({ value: f._id, label: f.name }))}
          value={funnelId}
          onChange={onFunnel}
          clearable
          searchable
          w={{ base: '100%', xs: 260 }}
          comboboxProps={{ withinPortal: true }}
          // A call's name keeps its own direction in a right-to-left page (no clipped first letters).
          styles={{ input: { unicodeBidi: 'plaintext' } }}
          data-testid="overview-funnel"
        />
      ) : null}
      <Select
        label={t('overview.statusFilter')}
        placeholder={t('overview.anyStatus')}
        data={statusOptions}
        value={status}
        onChange={onStatus}
        clearable
        w={{ base: '100%', xs: 240 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="overview-status"
      />
    </>
  );
  const searchField = (
    <TextInput
      label={t('overview.search')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={search}
      onChange={(e) => onSearch(e.currentTarget.value)}
      style={{ flex: '1 1 14rem' }}
      miw={0}
      data-testid="overview-search"
    />
  );
  if (!narrow) {
    return (
      <Group gap="sm" wrap="wrap" align="flex-end">
        {selects}
        {searchField}
      </Group>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap" align="flex-end">
        {searchField}
        <FiltersToggle open={open} onToggle={() => setOpen((o) => !o)} inUse={inUse} controls="overview-filters" label={t('overview.filters')} data-testid="overview-filters-toggle" />
      </Group>
      {open ? (
        <Stack gap="sm" id="overview-filters" data-testid="overview-filters">
          {selects}
        </Stack>
      ) : null}
    </Stack>
  );
}

import { ActionIcon, Checkbox, Group, MultiSelect, Paper, Popover, SegmentedControl, Select, SimpleGrid, Stack, Switch, Button, Tooltip } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { PORTFOLIO_COLUMNS, PORTFOLIO_SORT_KEYS, STARTUP_STAGES, type PortfolioColumn, type PortfolioSortKey, type StartupStage } from '@hatchery/domain';
import { IconColumns, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PORTFOLIO_FILTER_OPTIONS } from './documents';
import type { ViewState } from './portfolioView';

interface Props {
  view: ViewState;
  onChange: (change: Partial<ViewState>) => void;
}

/** Program, tag, industry, stage, mentor, status and needs-attention filters (shown when the filters button is on). */
export function PortfolioFilters({ view, onChange }: Props) {
  const { t } = useTranslation(['portfolio', 'startups']);
  const { data } = useQuery(PORTFOLIO_FILTER_OPTIONS, { fetchPolicy: 'cache-first' });
  const options = data?.portfolioFilterOptions;
  const pick = (list: ReadonlyArray<{ _id: string; name: string }> | undefined) => (list ?? []).map((x) => ({ value: x._id, label: x.name }));
  return (
    <Paper withBorder radius="md" p="md" id="portfolio-filters" data-testid="portfolio-filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <MultiSelect label={t('filters.programs')} data={pick(options?.programs)} value={view.programIds} onChange={(programIds) => onChange({ programIds })} searchable clearable data-testid="filter-programs" />
        <MultiSelect label={t('filters.tags')} data={pick(options?.tags)} value={view.tagIds} onChange={(tagIds) => onChange({ tagIds })} searchable clearable data-testid="filter-tags" />
        <MultiSelect label={t('filters.industries')} data={pick(options?.industries)} value={view.industryIds} onChange={(industryIds) => onChange({ industryIds })} searchable clearable data-testid="filter-industries" />
        <MultiSelect
          label={t('filters.stages')}
          data={STARTUP_STAGES.map((stage) => ({ value: stage, label: t(`startups:stages.${stage}`) }))}
          value={view.stages}
          onChange={(stages) => onChange({ stages: stages as StartupStage[] })}
          clearable
          data-testid="filter-stages"
        />
        <MultiSelect
          label={t('filters.mentors')}
          data={(options?.mentors ?? []).map((m) => ({ value: m._id, label: m.fullName }))}
          value={view.mentorIds}
          onChange={(mentorIds) => onChange({ mentorIds })}
          searchable
          clearable
          data-testid="filter-mentors"
        />
        <Stack gap={6} justify="flex-end">
          <SegmentedControl
            value={view.status}
            onChange={(status) => onChange({ status: status === 'archived' ? 'archived' : 'active' })}
            data={[
              { value: 'active', label: t('startups:status.active') },
              { value: 'archived', label: t('startups:status.archived') },
            ]}
            aria-label={t('filters.status')}
            data-testid="filter-status"
          />
          <Switch checked={view.needsAttention} onChange={(e) => onChange({ needsAttention: e.currentTarget.checked })} label={t('filters.needsAttention')} data-testid="filter-attention" />
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}

/** Sort key and direction. */
export function PortfolioSort({ view, onChange }: Props) {
  const { t } = useTranslation('portfolio');
  const descending = view.direction === 'desc';
  return (
    <Group gap={4} wrap="nowrap">
      <Select
        aria-label={t('sort.label')}
        data={PORTFOLIO_SORT_KEYS.map((key) => ({ value: key, label: t(`sort.${key}`) }))}
        value={view.sort}
        onChange={(sort) => sort && onChange({ sort: sort as PortfolioSortKey })}
        allowDeselect={false}
        w={170}
        data-testid="portfolio-sort"
      />
      <Tooltip label={descending ? t('sort.desc') : t('sort.asc')}>
        <ActionIcon variant="default" size="lg" aria-label={descending ? t('sort.desc') : t('sort.asc')} onClick={() => onChange({ direction: descending ? 'asc' : 'desc' })} data-testid="portfolio-direction">
          {descending ? <IconSortDescending size={18} /> : <IconSortAscending size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** Which columns show, in the catalogue's order. */
export function ColumnChooser({ view, onChange }: Props) {
  const { t } = useTranslation('portfolio');
  const toggle = (column: PortfolioColumn, on: boolean) =>
    onChange({ columns: PORTFOLIO_COLUMNS.filter((c) => (c === column ? on : view.columns.includes(c))) });
  return (
    <Popover position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />} data-testid="portfolio-columns">
          {t('columns.choose')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" data-testid="portfolio-column-list">
          {PORTFOLIO_COLUMNS.map((column) => (
            <Checkbox key={column} label={t(`columns.${column}`)} checked={view.columns.includes(column)} onChange={(e) => toggle(column, e.currentTarget.checked)} />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

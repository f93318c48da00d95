import { Group, Select } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../app/routes/usePermission';
import type { RoutePermission } from '../../app/routes/types';
import { DIRECTORY_INDUSTRIES, PEOPLE_FILTER_TAGS, STARTUP_FILTER_TAGS } from './documents';

const TAGS_VIEW: RoutePermission = { key: 'TAGS:VIEW' };
const NO_PARAMS: Readonly<Record<string, string | undefined>> = {};

export interface DirectoryFilterValue {
  tagId: string | null;
  industryId: string | null;
}

type Named = ReadonlyArray<{ _id: string; name: string }>;

interface Props {
  /** Which tag lists to offer: a startup's or a person's. */
  of: 'startups' | 'people';
  value: DirectoryFilterValue;
  onChange: (value: DirectoryFilterValue) => void;
}

/**
 * The tag and industry filters of /community/people and /community/startups (D-163). The tags are grouped by list;
 * a role without TAGS:VIEW is not asked for tags it would be refused (D-92) and sees only the industry filter.
 */
export function DirectoryFilters({ of, value, onChange }: Props) {
  const { t } = useTranslation(['community', 'pages']);
  const canViewTags = usePermission(TAGS_VIEW, NO_PARAMS, true) === true;
  const industries = useQuery(DIRECTORY_INDUSTRIES, { fetchPolicy: 'cache-first' }).data?.industries ?? [];
  const startupTags = useQuery(STARTUP_FILTER_TAGS, { skip: !canViewTags || of !== 'startups', fetchPolicy: 'cache-first' }).data;
  const peopleTags = useQuery(PEOPLE_FILTER_TAGS, { skip: !canViewTags || of !== 'people', fetchPolicy: 'cache-first' }).data;
  const lists: Record<string, Named | undefined> = (of === 'startups' ? startupTags : peopleTags) ?? {};
  const tagGroups = Object.entries(lists)
    .filter(([, tags]) => tags && tags.length > 0)
    .map(([kind, tags]) => ({ group: t(`pages:tags.${kind}`), items: (tags ?? []).map((tag) => ({ value: tag._id, label: tag.name })) }));
  return (
    <Group gap="sm" wrap="wrap" data-testid="directory-filters">
      {canViewTags ? (
        <Select
          w={220}
          label={t('community:directory.tag')}
          placeholder={t('community:directory.anyTag')}
          data={tagGroups}
          value={value.tagId}
          onChange={(tagId) => onChange({ ...value, tagId })}
          searchable
          clearable
          nothingFoundMessage={t('community:directory.noOptions')}
          data-testid="directory-filter-tag"
        />
      ) : null}
      <Select
        w={220}
        label={t('community:directory.industry')}
        placeholder={t('community:directory.anyIndustry')}
        data={industries.map((industry) => ({ value: industry._id, label: industry.name }))}
        value={value.industryId}
        onChange={(industryId) => onChange({ ...value, industryId })}
        searchable
        clearable
        nothingFoundMessage={t('community:directory.noOptions')}
        data-testid="directory-filter-industry"
      />
    </Group>
  );
}

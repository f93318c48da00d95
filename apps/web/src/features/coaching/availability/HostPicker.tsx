import { Select } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVAILABILITY_HOSTS } from './documents';

/** For holders of AVAILABILITY:EDIT: whose availability the page edits (internal people of the organisation, by name). */
export function HostPicker({ hostId, onChange }: { hostId: string; onChange: (id: string) => void }) {
  const { t } = useTranslation('coaching');
  const [search, setSearch] = useState('');
  const [labels, setLabels] = useState<Record<string, string>>({});
  const [debounced] = useDebouncedValue(search.trim(), 250);
  // The shown name of the chosen host is not a search: the list stays whole until the reader types something else.
  const query = debounced && debounced !== labels[hostId] ? debounced : null;
  const { data, previousData } = useQuery(AVAILABILITY_HOSTS, { variables: { search: query } });
  const hosts = (data ?? previousData)?.availabilityHosts ?? [];
  const known = { ...labels, ...Object.fromEntries(hosts.map((h) => [h._id, h.fullName])) };
  const items = hosts.map((h) => ({ value: h._id, label: h.fullName }));
  if (!items.some((item) => item.value === hostId) && known[hostId]) items.unshift({ value: hostId, label: known[hostId] });
  return (
    <Select
      label={t('availability.host')}
      description={t('availability.hostHelp')}
      data={items}
      value={hostId}
      onChange={(value) => {
        if (!value) return;
        setLabels(known);
        onChange(value);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('availability.nobodyFound')}
      w={{ base: '100%', sm: 360 }}
      allowDeselect={false}
      data-testid="host-picker"
    />
  );
}

import { Alert, MultiSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_AUDIENCE_OPTIONS, EMAIL_PEOPLE_SEARCH, type EmailAudienceInput, type EmailPerson } from './documents';
import { AudiencePreview } from './AudiencePreview';

export interface AudiencePickerProps {
  value: EmailAudienceInput;
  onChange: (value: EmailAudienceInput) => void;
  /** The people already chosen (the draft's), so their names show before any search. */
  initialPeople: readonly EmailPerson[];
  /** The server's word on the audience (a send refused for having no recipient). */
  error?: string;
}

/** The people picked by name: searched on the server, the chosen ones kept listed whatever the search. */
function PeopleSelect({ value, onChange, initialPeople }: { value: readonly string[]; onChange: (ids: string[]) => void; initialPeople: readonly EmailPerson[] }) {
  const { t } = useTranslation('emails');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [known, setKnown] = useState<Record<string, EmailPerson>>(() => Object.fromEntries(initialPeople.map((p) => [p._id, p])));
  const { data, previousData, loading } = useQuery(EMAIL_PEOPLE_SEARCH, { variables: { search: debounced, first: 20 }, skip: debounced === '' });
  const found = debounced === '' ? [] : ((data ?? previousData)?.emailPeopleSearch ?? []);
  const label = (person: EmailPerson) => `${person.fullName} <${person.email}>`;
  const items = [
    ...value.filter((id) => !found.some((p) => p._id === id)).map((id) => ({ value: id, label: known[id] ? label(known[id]) : id })),
    ...found.map((person) => ({ value: person._id, label: label(person) })),
  ];
  const change = (ids: string[]) => {
    // Remember the names of those picked, for when a later search no longer lists them.
    setKnown((previous) => ({ ...previous, ...Object.fromEntries(found.filter((p) => ids.includes(p._id)).map((p) => [p._id, p])) }));
    onChange(ids);
  };
  return (
    <MultiSelect
      label={t('audience.people')}
      description={t('audience.peopleHelp')}
      placeholder={value.length === 0 ? t('audience.peoplePlaceholder') : undefined}
      data={items}
      value={[...value]}
      onChange={change}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched names and addresses already: the list is not narrowed again by the label.
      filter={({ options }) => options}
      nothingFoundMessage={debounced === '' ? t('audience.typeToSearch') : loading ? t('audience.searching') : t('audience.nobodyFound')}
      clearable
      maxDropdownHeight={260}
      comboboxProps={{ withinPortal: true }}
      data-testid="audience-people"
    />
  );
}

/**
 * Who receives the email (D-584): roles, programmes and startup tags (their startups' founders, D-591) and people by
 * name — anyone matching one of them, each once — with the live count and a few of their names.
 */
export function AudiencePicker({ value, onChange, initialPeople, error }: AudiencePickerProps) {
  const { t } = useTranslation('emails');
  const { data, error: optionsError } = useQuery(EMAIL_AUDIENCE_OPTIONS, { fetchPolicy: 'cache-and-network' });
  const options = data?.emailAudienceOptions;
  return (
    <Stack gap="sm" component="section" aria-labelledby="email-audience-title" data-testid="audience-picker">
      <Stack gap={2}>
        <Title order={2} size="h4" id="email-audience-title">
          {t('audience.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('audience.help')}
        </Text>
      </Stack>
      {optionsError ? (
        <Alert color="red" data-testid="audience-options-error">
          {t('audience.optionsError')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <MultiSelect
          label={t('audience.roles')}
          placeholder={value.roleIds.length === 0 ? t('audience.rolesPlaceholder') : undefined}
          data={(options?.roles ?? []).map((role) => ({ value: role._id, label: role.label }))}
          value={[...value.roleIds]}
          onChange={(roleIds) => onChange({ ...value, roleIds })}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="audience-roles"
        />
        <MultiSelect
          label={t('audience.programs')}
          placeholder={value.programIds.length === 0 ? t('audience.programsPlaceholder') : undefined}
          data={(options?.programs ?? []).map((program) => ({ value: program._id, label: program.name }))}
          value={[...value.programIds]}
          onChange={(programIds) => onChange({ ...value, programIds })}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="audience-programs"
        />
        <MultiSelect
          label={t('audience.tags')}
          placeholder={(value.tagIds ?? []).length === 0 ? t('audience.tagsPlaceholder') : undefined}
          data={(options?.tags ?? []).map((tag) => ({ value: tag._id, label: tag.name }))}
          value={[...(value.tagIds ?? [])]}
          onChange={(tagIds) => onChange({ ...value, tagIds })}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="audience-tags"
        />
      </SimpleGrid>
      <PeopleSelect value={value.userIds} onChange={(userIds) => onChange({ ...value, userIds })} initialPeople={initialPeople} />
      <AudiencePreview audience={value} error={error} />
    </Stack>
  );
}

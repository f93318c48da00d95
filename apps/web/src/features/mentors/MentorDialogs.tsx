import { Button, Group, Modal, MultiSelect, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { MENTOR_CAPACITY_MAX } from '@hatchery/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTaxonomyAlerts } from '../tags';
import { ASSIGN_MENTOR, MENTOR_FILTER_OPTIONS, SKILL_OPTIONS, SET_MENTOR_PROFILE, STARTUP_OPTIONS, type MentorEntry } from './documents';

/** Assign one mentor, coach or expert to one startup (the bulk action is the batch panel's). */
export function AssignMentorModal({ entry, onClose, onDone }: { entry: MentorEntry | null; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation('community');
  const { attempt } = useTaxonomyAlerts();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [startupId, setStartupId] = useState<string | null>(null);
  const { data } = useQuery(STARTUP_OPTIONS, { variables: { search: debounced || null }, skip: entry === null });
  const [assign, { loading }] = useMutation(ASSIGN_MENTOR);
  useEffect(() => {
    setStartupId(null);
    setSearch('');
  }, [entry]);
  const assigned = new Set(entry?.assignments.map((a) => a.startup._id));
  const options = (data?.startups.results ?? []).filter((s) => !assigned.has(s._id)).map((s) => ({ value: s._id, label: s.name }));
  return (
    <Modal opened={entry !== null} onClose={onClose} title={t('mentors.assignTitle', { name: entry?.user.fullName ?? '' })} centered>
      <Stack gap="md">
        <Select
          label={t('mentors.startup')}
          placeholder={t('mentors.startupPlaceholder')}
          data={options}
          value={startupId}
          onChange={setStartupId}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={t('mentors.noStartupFound')}
          comboboxProps={{ withinPortal: true }}
          data-testid="assign-startup"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            disabled={!startupId}
            loading={loading}
            data-testid="confirm-assign"
            onClick={() => {
              if (entry && startupId) {
                void attempt(() => assign({ variables: { startupId, userId: entry.user._id } }).then(onDone)).then((ok) => ok && onClose());
              }
            }}
          >
            {t('mentors.assign')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface MentorProfileModalProps {
  entry: MentorEntry | null;
  /** The viewer may list the skill tags (D-170); without it only the person's current skills are offered. */
  listSkills: boolean;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}

/** Capacity, industries and skills of a mentor; the lists replace what was there. */
export function MentorProfileModal({ entry, listSkills, onClose, onDone }: MentorProfileModalProps) {
  const { t } = useTranslation('community');
  const { attempt } = useTaxonomyAlerts();
  const { data } = useQuery(MENTOR_FILTER_OPTIONS, { skip: entry === null });
  const skills = useQuery(SKILL_OPTIONS, { skip: entry === null || !listSkills }).data;
  const skillOptions = new Map((entry?.skills ?? []).map((s) => [s._id, s.name]));
  for (const s of skills?.tags ?? []) skillOptions.set(s._id, s.name);
  const [capacity, setCapacity] = useState<number | string>('');
  const [industryIds, setIndustryIds] = useState<string[]>([]);
  const [skillIds, setSkillIds] = useState<string[]>([]);
  const [save, { loading }] = useMutation(SET_MENTOR_PROFILE);
  useEffect(() => {
    setCapacity(entry?.capacity ?? '');
    setIndustryIds(entry?.industries.map((i) => i._id) ?? []);
    setSkillIds(entry?.skills.map((s) => s._id) ?? []);
  }, [entry]);
  const capacityValue = typeof capacity === 'number' ? capacity : null;
  return (
    <Modal opened={entry !== null} onClose={onClose} title={t('mentors.profileTitle', { name: entry?.user.fullName ?? '' })} centered>
      <Stack gap="md">
        <NumberInput
          label={t('mentors.capacity')}
          description={t('mentors.capacityHelp')}
          min={0}
          max={MENTOR_CAPACITY_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={capacity}
          onChange={setCapacity}
          data-testid="mentor-capacity"
        />
        <MultiSelect
          label={t('mentors.industries')}
          data={(data?.industries ?? []).map((i) => ({ value: i._id, label: i.name }))}
          value={industryIds}
          onChange={setIndustryIds}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <MultiSelect
          label={t('mentors.skills')}
          data={[...skillOptions].map(([value, label]) => ({ value, label }))}
          value={skillIds}
          onChange={setSkillIds}
          searchable
          nothingFoundMessage={t('mentors.noSkills')}
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="xs" c="dimmed">
          {t('mentors.skillsHelp')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            loading={loading}
            data-action="setMentorProfile"
            onClick={() => {
              if (!entry) return;
              void attempt(() =>
                save({ variables: { userId: entry.user._id, capacity: capacityValue, industryIds, skillTagIds: skillIds } }).then(onDone),
              ).then((ok) => ok && onClose());
            }}
          >
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Avatar, Badge, Button, Card, Grid, Group, MultiSelect, Skeleton, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { publicProfileSchema } from '@hatchery/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '../../app/routes/usePermission';
import type { RoutePermission } from '../../app/routes/types';
import { useCurrentUser } from '../../app/viewer/ViewerContext';
import { initials } from '../../lib/initials';
import { CustomFieldValuesPanel } from '../custom-fields';
import { TagBadges, useTaxonomyAlerts } from '../tags';
import { MY_PROFILE, PROFILE_TAG_OPTIONS, UPDATE_MY_PROFILE } from './documents';

type Fields = { headline: string; bio: string; expertise: string; country: string };
const EMPTY: Fields = { headline: '', bio: '', expertise: '', country: '' };
const FIELDS = ['headline', 'expertise', 'country'] as const;
const TAGS_VIEW: RoutePermission = { key: 'TAGS:VIEW' };
const NO_PARAMS: Readonly<Record<string, string | undefined>> = {};

/** Which fields break the profile rules (too long), by name. */
export function profileErrors(fields: Fields): Partial<Record<keyof Fields, true>> {
  const parsed = publicProfileSchema.safeParse(fields);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), true]));
}

/** /account/profile (and /community/people/profile, behind customFieldsEdit): the viewer's own public profile — what the
 * community directory and their profile page show of them. */
export function MyProfilePage() {
  const { t } = useTranslation(['community', 'pages', 'customFields']);
  const me = useCurrentUser();
  const { attempt } = useTaxonomyAlerts();
  const { data, loading } = useQuery(MY_PROFILE, { variables: { id: me?._id ?? '' }, skip: !me, fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(UPDATE_MY_PROFILE, { refetchQueries: [{ query: MY_PROFILE, variables: { id: me?._id ?? '' } }], awaitRefetchQueries: true });
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [industryIds, setIndustryIds] = useState<string[]>([]);
  const [tagIds, setTagIds] = useState<string[]>([]);
  // D-92: a role without TAGS:VIEW is not asked for tag options it would be refused; it then offers none.
  const canViewTags = usePermission(TAGS_VIEW, NO_PARAMS, true) === true;
  const tagOptions = useQuery(PROFILE_TAG_OPTIONS, { skip: !canViewTags }).data;
  const card = data?.userProfileCard;

  useEffect(() => {
    if (!card) return;
    const profile = card.publicProfile;
    setFields({ headline: profile?.headline ?? '', bio: profile?.bio ?? '', expertise: profile?.expertise ?? '', country: profile?.country ?? '' });
    setIndustryIds((card.industries ?? []).map((i) => i._id));
    setTagIds((card.tags ?? []).filter((tag) => tag.kind === 'skills' || tag.kind === 'topic').map((tag) => tag._id));
  }, [card]);

  const errors = profileErrors(fields);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) return;
    void attempt(() => save({ variables: { ...fields, industryIds, tagIds } }));
  };
  const tagChoices = [
    { group: t('community:profile.skills'), items: (tagOptions?.skills ?? []).map((s) => ({ value: s._id, label: s.name })) },
    { group: t('community:profile.topics'), items: (tagOptions?.topics ?? []).map((s) => ({ value: s._id, label: s.name })) },
  ];
  const chosenTags = (card?.tags ?? []).filter((tag) => tagIds.includes(tag._id));

  return (
    <Stack gap="lg" data-testid="my-profile-page">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 20rem' }}>
          <Title order={1} size="h2">
            {t('community:profile.title')}
          </Title>
          <Text c="dimmed">{t('community:profile.intro')}</Text>
        </Stack>
        <Button component={Link} to="/profile" variant="light" leftSection={<IconUser size={16} aria-hidden />} data-testid="my-profile-view">
          {t('community:profile.view')}
        </Button>
      </Group>
      {loading && !data ? (
        <Skeleton height={320} radius="lg" />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="lg" padding="lg">
              <form onSubmit={submit} noValidate data-testid="my-profile-form">
                <Stack gap="md">
                  {FIELDS.map((name) => (
                    <TextInput
                      key={name}
                      label={t(`community:profile.${name}`)}
                      description={t(`community:profile.${name}Help`)}
                      value={fields[name]}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setFields((current) => ({ ...current, [name]: value }));
                      }}
                      error={errors[name] ? t('community:messages.tooLong') : null}
                      data-testid={`profile-${name}`}
                    />
                  ))}
                  <Textarea
                    label={t('community:profile.bio')}
                    autosize
                    minRows={3}
                    maxRows={8}
                    value={fields.bio}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setFields((current) => ({ ...current, bio: value }));
                    }}
                    error={errors.bio ? t('community:messages.tooLong') : null}
                    data-testid="profile-bio"
                  />
                  <MultiSelect label={t('community:profile.industries')} data={(data?.industries ?? []).map((i) => ({ value: i._id, label: i.name }))} value={industryIds} onChange={setIndustryIds} searchable comboboxProps={{ withinPortal: true }} />
                  {tagOptions ? (
                    <MultiSelect label={t('community:profile.skillsAndTopics')} data={tagChoices} value={tagIds} onChange={setTagIds} searchable comboboxProps={{ withinPortal: true }} data-testid="profile-tags" />
                  ) : null}
                  <Group justify="flex-end">
                    <Button type="submit" loading={saving.loading} data-action="updateMyProfile">
                      {t('community:save')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="lg" padding="lg" data-testid="profile-preview">
              <Stack gap="sm">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t('community:profile.preview')}
                </Text>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={card?.avatar} radius="xl" size="lg" alt="">
                    {initials(card?.fullName ?? '')}
                  </Avatar>
                  <Stack gap={2} miw={0}>
                    <Text fw={600}>{card?.fullName}</Text>
                    {card ? (
                      <Badge variant="light" size="sm" w="fit-content">
                        {card.role.label}
                      </Badge>
                    ) : null}
                  </Stack>
                </Group>
                {fields.headline ? (
                  <Text size="sm" dir="auto">
                    {fields.headline}
                  </Text>
                ) : null}
                {fields.country ? (
                  <Text size="xs" c="dimmed">
                    {fields.country}
                  </Text>
                ) : null}
                {fields.bio ? (
                  <Text dir="auto" size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                    {fields.bio}
                  </Text>
                ) : null}
                <TagBadges tags={chosenTags} />
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      )}
      {me ? (
        <Stack gap="sm" data-testid="my-profile-custom-fields">
          <Title order={2} size="h3">
            {t('customFields:values.profileTitle')}
          </Title>
          <CustomFieldValuesPanel target="user" recordId={me._id} />
        </Stack>
      ) : null}
    </Stack>
  );
}

import { Alert, Grid, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { ERROR_CODES } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundState } from '../../app/errors/NoAccessState';
import { useCurrentUser } from '../../app/viewer/ViewerContext';
import { errorCodes } from '../../lib/errors/errorText';
import { useErrorText } from '../../lib/errors/useErrorText';
import { CustomFieldValuesPanel } from '../custom-fields';
import { PERSON_PROFILE } from './documents';
import { ProfileHeader } from './ProfileHeader';
import { AboutSection, InterestsSection, StartupsSection } from './ProfileSections';

function ProfileSkeleton() {
  return (
    <Stack gap="lg" data-testid="profile-loading">
      <Skeleton height={240} radius="lg" />
      <Skeleton height={160} radius="lg" />
    </Stack>
  );
}

/**
 * /profile (the viewer's own) and /profile/:id (anyone of the organisation): who the person is, what they wrote about
 * themself, their startups, skills and profile fields. The server leaves out what the viewer may not see (the
 * directory's visibility, the contact gate); a person of another organisation, or none, is not found.
 */
export function ProfilePage() {
  const { t } = useTranslation(['profile', 'customFields']);
  const errorText = useErrorText();
  const { id } = useParams();
  const me = useCurrentUser();
  const personId = id ?? me?._id ?? '';
  const { data, error } = useQuery(PERSON_PROFILE, { variables: { id: personId }, skip: !personId, fetchPolicy: 'cache-and-network' });
  const person = data?.userProfileCard;

  if (!person) {
    if (error && errorCodes(error).includes(ERROR_CODES.notFound)) return <NotFoundState />;
    if (error) return <Alert color="red">{errorText(error)}</Alert>;
    return <ProfileSkeleton />;
  }
  const isOwn = person._id === me?._id;
  // Without startups, tags or industries the side column would stand empty: the main one then takes the width.
  const hasSide = person.startups.length > 0 || (person.tags ?? []).length > 0 || (person.industries ?? []).length > 0;
  return (
    <Stack gap="lg" data-testid="profile-page" data-own={isOwn}>
      <ProfileHeader person={person} isOwn={isOwn} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: hasSide ? 8 : 12 }}>
          <Stack gap="lg">
            <AboutSection person={person} isOwn={isOwn} />
            <Stack gap="sm" data-testid="profile-custom-fields">
              <Title order={2} size="h4">
                {isOwn ? t('customFields:values.profileTitle') : t('moreAbout', { name: person.fullName })}
              </Title>
              <CustomFieldValuesPanel target="user" recordId={person._id} />
            </Stack>
          </Stack>
        </Grid.Col>
        {hasSide ? (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <StartupsSection person={person} />
              <InterestsSection person={person} />
            </Stack>
          </Grid.Col>
        ) : null}
      </Grid>
    </Stack>
  );
}

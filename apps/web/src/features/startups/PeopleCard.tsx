import { ActionIcon, Avatar, Badge, Button, Card, Group, Modal, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { FOUNDER_LABEL, founderInvitationSchema, ROLE_LABELS, type RoleType } from '@hatchery/domain';
import { IconMailPlus, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAppForm } from '../../lib/forms/useAppForm';
import { initials } from '../../lib/initials';
import { INVITE_FOUNDER, REMOVE_PERSON, type StartupProfileData } from './documents';
import { usePortfolioAlerts, usePortfolioMessage } from './portfolioUi';

type InviteValues = z.input<typeof founderInvitationSchema>;

function InviteForm({ startupId, onDone }: { startupId: string; onDone: () => void }) {
  const { t } = useTranslation('startups');
  const message = usePortfolioMessage();
  const { saved, failed } = usePortfolioAlerts();
  const [invite] = useMutation(INVITE_FOUNDER);
  const labels = { email: t('people.email'), firstName: t('people.firstName'), lastName: t('people.lastName') };
  const { register, handleSubmit, formState, fieldError } = useAppForm<InviteValues>({
    schema: founderInvitationSchema,
    labels,
    defaultValues: { email: '', firstName: '', lastName: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await invite({ variables: { startupId, input: values } });
      saved(t('people.invited', { email: values.email }));
      onDone();
    } catch (error) {
      failed(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="invite-founder-form">
      <Stack gap="sm">
        <TextInput label={labels.email} type="email" required dir="ltr" {...register('email')} error={message(fieldError('email'))} data-autofocus />
        <Group grow align="flex-start">
          <TextInput label={labels.firstName} required {...register('firstName')} error={message(fieldError('firstName'))} />
          <TextInput label={labels.lastName} required {...register('lastName')} error={message(fieldError('lastName'))} />
        </Group>
        <Text size="xs" c="dimmed">
          {t('people.inviteHelp')}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting} leftSection={<IconMailPlus size={16} />} data-testid="send-founder-invitation">
            {t('people.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The role as the reader says it: the Founder rule's label, a default role's translation, or a custom label as set. */
function useRoleText(): (role: { roleType: RoleType; label: string }) => string {
  const { t } = useTranslation(['startups', 'common']);
  return (role) => {
    if (role.label === FOUNDER_LABEL) return t('startups:people.founder');
    return role.label === ROLE_LABELS[role.roleType] ? t(`common:roles.${role.roleType}`) : role.label;
  };
}

/** The startup's people; invite and remove for whoever manages the startup (the server checks the same). */
export function PeopleCard({ startup }: { startup: StartupProfileData }) {
  const { t } = useTranslation('startups');
  const roleText = useRoleText();
  const { saved, failed } = usePortfolioAlerts();
  const [inviting, setInviting] = useState(false);
  const [remove] = useMutation(REMOVE_PERSON);
  const manage = startup.viewerRights.manage;
  const people = startup.people;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="startup-people">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4">
            {t('people.title')}
          </Title>
          {manage ? (
            <Button size="xs" variant="light" leftSection={<IconMailPlus size={16} />} onClick={() => setInviting(true)} data-testid="invite-founder">
              {t('people.invite')}
            </Button>
          ) : null}
        </Group>
        {people.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('people.empty')}
          </Text>
        ) : (
          <Stack gap="xs">
            {people.map((person) => (
              <Group key={person._id} justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Avatar radius="xl" size={36}>
                    {initials(person.fullName)}
                  </Avatar>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text dir="auto" fw={500} truncate>
                      {person.fullName || person.email}
                    </Text>
                    {person.email ? (
                      <Text size="xs" c="dimmed" truncate dir="ltr" ta="start">
                        {person.email}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
                    {roleText(person.role)}
                  </Badge>
                  {manage ? (
                    <Tooltip label={t('people.remove')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('people.removeNamed', { name: person.fullName })}
                        onClick={async () => {
                          try {
                            await remove({ variables: { startupId: startup._id, userId: person._id } });
                            saved(t('people.removed', { name: person.fullName }));
                          } catch (error) {
                            failed(error);
                          }
                        }}
                      >
                        <IconUserMinus size={16} />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <Modal opened={inviting} onClose={() => setInviting(false)} title={t('people.inviteTitle', { name: startup.name })} centered>
        <InviteForm startupId={startup._id} onDone={() => setInviting(false)} />
      </Modal>
    </Card>
  );
}

import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkifiedText } from '../../components/LinkifiedText';
import type { OutgoingEmailDetail } from './documents';

/** An email as it went out (or is going out): its subject and its body, read-only. A scheduled one is the "Message". */
export function EmailMessage({ email }: { email: OutgoingEmailDetail }) {
  const { t } = useTranslation('emails');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="email-sent-message-title" data-testid="email-message">
      <Stack gap="sm">
        <Title order={2} size="h4" id="email-sent-message-title">
          {email.status === 'SCHEDULED' ? t('composer.message') : t('sent.message')}
        </Title>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('composer.subject')}
          </Text>
          <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }} data-testid="email-message-subject">
            {email.subject}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('composer.body')}
          </Text>
          <LinkifiedText text={email.body} testId="email-message-body" />
        </Stack>
      </Stack>
    </Paper>
  );
}

/** Who the email was for: the roles, programmes and people picked (not the resolved recipients). */
export function AudienceSummary({ email }: { email: OutgoingEmailDetail }) {
  const { t } = useTranslation('emails');
  const groups = [
    { key: 'roles', label: t('audience.roles'), names: email.audience.roles.map((role) => role.label) },
    { key: 'programs', label: t('audience.programs'), names: email.audience.programs.map((program) => program.name) },
    { key: 'tags', label: t('audience.tags'), names: email.audience.tags.map((tag) => tag.name) },
    { key: 'people', label: t('audience.people'), names: email.audience.people.map((person) => person.fullName) },
  ].filter((group) => group.names.length > 0);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="email-sent-audience-title" data-testid="audience-summary">
      <Stack gap="sm">
        <Title order={2} size="h4" id="email-sent-audience-title">
          {t('audience.title')}
        </Title>
        {groups.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('audience.nobodyPicked')}
          </Text>
        ) : (
          groups.map((group) => (
            <Stack key={group.key} gap={4}>
              <Text size="sm" c="dimmed">
                {group.label}
              </Text>
              <Group gap={6}>
                {group.names.map((name, index) => (
                  <Badge key={`${name}-${index}`} variant="light" color="gray" tt="none" dir="auto" maw="100%" style={{ overflow: 'hidden' }}>
                    {name}
                  </Badge>
                ))}
              </Group>
            </Stack>
          ))
        )}
      </Stack>
    </Paper>
  );
}

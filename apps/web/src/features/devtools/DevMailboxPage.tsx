import { Anchor, Badge, Center, Container, Group, NavLink, Paper, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { restRequest } from '../../lib/rest/restRequest';
import { NotFoundPage } from '../../app/errors/NotFoundPage';
import { linkify } from '../../lib/text/linkify';
import { LoadingIndicator } from '../../components/LoadingIndicator';

interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

function MessageText({ text }: { text: string }) {
  return (
    <Text dir="auto" component="pre" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }} data-testid="mailbox-message-text">
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <Anchor key={i} href={part.value}>
            {part.value}
          </Anchor>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </Text>
  );
}

/** /dev/mailbox: the mail the server would have sent, for humans (tests read GET /api/dev/mailbox directly). */
export function DevMailboxPage() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'off' } | { kind: 'ok'; messages: MailMessage[] }>({ kind: 'loading' });
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    void restRequest<{ messages: MailMessage[] }>('GET', '/api/dev/mailbox').then((result) => {
      if (result.ok) setState({ kind: 'ok', messages: result.data.messages });
      // Off on this server: a 404 — and in production builds the route does not exist at all.
      else setState(import.meta.env.DEV ? { kind: 'ok', messages: [] } : { kind: 'off' });
    });
  }, []);

  if (state.kind === 'off') return <NotFoundPage />;
  if (state.kind === 'loading') {
    return (
      <Center mih="100vh">
        <LoadingIndicator type="dots" />
      </Center>
    );
  }
  const open = state.messages.find((m) => m.id === openId) ?? state.messages[0] ?? null;
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language.replace('_', '-'));
  return (
    <Container size="lg" py="xl" data-testid="dev-mailbox">
      <Group mb="lg" gap="sm">
        <IconMail size={28} />
        <Title order={1} size="h2">
          {t('pages:devMailbox')}
        </Title>
        <Badge variant="light">{state.messages.length}</Badge>
      </Group>
      {state.messages.length === 0 ? (
        <Text c="dimmed" data-testid="mailbox-empty">
          {t('mailbox.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Paper withBorder radius="md">
            <ScrollArea.Autosize mah="75vh">
              {state.messages.map((m) => (
                <NavLink
                  key={m.id}
                  active={open?.id === m.id}
                  onClick={() => setOpenId(m.id)}
                  label={m.subject}
                  description={`${m.to} · ${when(m.createdAt)}`}
                  data-testid="mailbox-message"
                />
              ))}
            </ScrollArea.Autosize>
          </Paper>
          {open ? (
            <Paper withBorder radius="md" p="lg" data-testid="mailbox-open-message">
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {open.subject}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('mailbox.to', { to: open.to })} · {when(open.createdAt)}
                </Text>
                <MessageText text={open.text} />
              </Stack>
            </Paper>
          ) : null}
        </SimpleGrid>
      )}
    </Container>
  );
}

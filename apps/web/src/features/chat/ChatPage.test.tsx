import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestClient, renderWithRouter, type OperationHandler } from '../../test/testClient';
import { ChatPage } from './ChatPage';

vi.mock('../../app/viewer/ViewerContext', () => ({ useCurrentUser: () => ({ _id: 'u-me', fullName: 'Liam Carter' }) }));
vi.mock('../../app/incubator/TenantContext', () => ({
  useTenant: () => ({ incubator: { featureFlags: [{ name: 'groupChat', enabled: true, activated: true }] } }),
}));

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
const person = (id: string, fullName: string, roleType = 'Coach') => ({ __typename: 'ChatPerson', _id: id, fullName, roleType });
const ME = person('u-me', 'Liam Carter', 'Cofounder');
const COACH = person('u-coach', 'Marcus Bell');
const message = (id: string, conversationId: string, body: string, author = COACH, minutes = 5) => ({
  __typename: 'ChatMessage',
  _id: id,
  conversationId,
  body,
  createdAt: ago(minutes),
  mine: author._id === ME._id,
  author,
});
const conversation = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ChatConversation',
  _id: id,
  kind: 'DIRECT',
  title: null,
  unreadCount: 0,
  lastMessageAt: ago(5),
  createdAt: ago(60),
  viewerCanPost: true,
  members: [ME, COACH],
  lastMessage: null,
  ...overrides,
});
const thread = (conv: Record<string, unknown>, items: unknown[], nextCursor: string | null = null) => ({
  data: { chatConversation: { ...conv, messages: { __typename: 'ChatMessagePage', items, nextCursor } } },
});

const SETTINGS = { ChatSettings: () => ({ data: { chatSettings: { __typename: 'ChatSettings', emailUnread: true } } }) };

function renderChat(handlers: Record<string, OperationHandler>, route = '/chat') {
  const kit = createTestClient({ ...SETTINGS, ...handlers });
  void renderWithRouter(<ChatPage />, kit.client, route);
  return kit;
}

describe('chat page (D-592)', () => {
  it('with no conversation, says what the chat is for and offers to start one', async () => {
    renderChat({ ChatConversations: () => ({ data: { chatConversations: [] } }) });
    expect(await screen.findByTestId('chat-empty')).toHaveTextContent('No conversation yet');
    fireEvent.click(screen.getByTestId('chat-new-empty'));
    expect(await screen.findByText('One person for a direct conversation; several for a group.')).toBeInTheDocument();
  });

  it('lists conversations by the other person or the group name, with the last message and unread count', async () => {
    renderChat({
      ChatConversations: () => ({
        data: {
          chatConversations: [
            conversation('c-1', { unreadCount: 2, lastMessage: message('m-1', 'c-1', 'See you Thursday') }),
            conversation('c-2', { kind: 'GROUP', title: 'Orbital Labs team', lastMessage: message('m-2', 'c-2', 'Done!', ME) }),
          ],
        },
      }),
    });
    const items = await screen.findAllByTestId('chat-conversation');
    expect(items[0]).toHaveTextContent('Marcus Bell');
    expect(items[0]).toHaveTextContent('See you Thursday');
    expect(within(items[0]!).getByTestId('chat-unread')).toHaveTextContent('2 unread messages');
    expect(items[1]).toHaveTextContent('Orbital Labs team');
    expect(items[1]).toHaveTextContent('You: Done!');
    expect(screen.getByTestId('chat-pick')).toBeInTheDocument();
  });

  it('opens a conversation oldest message first, marks it read, sends with Enter and shows live messages once', async () => {
    const conv = conversation('c-1', { unreadCount: 1 });
    const kit = renderChat(
      {
        ChatConversations: () => ({ data: { chatConversations: [conv] } }),
        ChatThread: () => thread(conv, [message('m-2', 'c-1', 'Second', COACH, 2), message('m-1', 'c-1', 'First', ME, 10)]),
        MarkChatRead: () => ({ data: { markChatRead: { __typename: 'ChatConversation', _id: 'c-1', unreadCount: 0 } } }),
        SendChatMessage: (variables) => ({ data: { sendChatMessage: message('m-3', 'c-1', String(variables.body), ME, 0) } }),
      },
      '/chat?c=c-1',
    );
    await waitFor(() => expect(screen.getAllByTestId('chat-message').map((m) => m.textContent)).toEqual([expect.stringContaining('First'), expect.stringContaining('Second')]));
    expect(screen.getByTestId('chat-thread-title')).toHaveTextContent('Marcus Bell');
    await waitFor(() => expect(kit.callsOf('MarkChatRead')).toHaveLength(1));

    const composer = screen.getByTestId('chat-composer');
    fireEvent.change(composer, { target: { value: '  Works for me  ' } });
    fireEvent.keyDown(composer, { key: 'Enter' });
    await waitFor(() => expect(kit.callsOf('SendChatMessage')[0]?.variables).toEqual({ conversationId: 'c-1', body: 'Works for me' }));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(3));
    expect(composer).toHaveValue('');

    // The same message coming back live is not shown twice; a new one from the coach is.
    kit.emit({ chatMessageAdded: message('m-3', 'c-1', 'Works for me', ME, 0) });
    kit.emit({ chatMessageAdded: message('m-4', 'c-1', 'Great', COACH, 0) });
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(4));
    expect(screen.getAllByTestId('chat-message').at(-1)).toHaveTextContent('Great');
  });

  it('the viewer turns the unread-message e-mail off with the switch (D-593)', async () => {
    const kit = renderChat({
      ChatConversations: () => ({ data: { chatConversations: [] } }),
      SetChatSettings: (variables) => ({ data: { setChatSettings: { __typename: 'ChatSettings', emailUnread: variables.emailUnread } } }),
    });
    const toggle = await screen.findByRole('switch', { name: 'Email me about unread messages' });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(kit.callsOf('SetChatSettings')[0]?.variables).toEqual({ emailUnread: false }));
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('a conversation one can no longer write in says so instead of offering the composer', async () => {
    const conv = conversation('c-1', { viewerCanPost: false });
    renderChat({ ChatConversations: () => ({ data: { chatConversations: [conv] } }), ChatThread: () => thread(conv, []) }, '/chat?c=c-1');
    expect(await screen.findByTestId('chat-cannot-post')).toHaveTextContent('You can no longer write in this conversation.');
    expect(screen.queryByTestId('chat-composer')).toBeNull();
    expect(screen.getByTestId('chat-thread-empty')).toHaveTextContent('Say hello to Marcus Bell');
  });
});

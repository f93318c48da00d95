import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderWithRouter } from '../../test/testClient';
import { ChatManagementPage } from './ChatManagementPage';

const ROLES = ['Admin', 'Coach', 'Mentor', 'Cofounder'];
const access = (blockedPairs: Array<{ a: string; b: string }>) => ({
  __typename: 'ChatAccess',
  roleTypes: ROLES,
  blockedPairs: blockedPairs.map((p) => ({ __typename: 'ChatRolePair', ...p })),
});

describe('chat access page (D-592)', () => {
  it('shows who may chat with whom as a symmetric grid and saves a cleared pair once, in order', async () => {
    const kit = createTestClient({
      ChatAccess: () => ({ data: { chatAccess: access([{ a: 'Coach', b: 'Coach' }]) } }),
      SetChatAccess: (variables) => ({ data: { setChatAccess: access(variables.blockedPairs as Array<{ a: string; b: string }>) } }),
    });
    void renderWithRouter(<ChatManagementPage />, kit.client, '/chat/management');
    const coachPair = await screen.findByTestId('chat-pair-Coach-Coach');
    expect(coachPair).not.toBeChecked();
    expect(screen.getByTestId('chat-pair-Mentor-Cofounder')).toBeChecked();
    expect(screen.getByTestId('chat-access-save')).toBeDisabled();

    fireEvent.click(screen.getByTestId('chat-pair-Mentor-Cofounder'));
    // The same pair, read the other way round, follows.
    expect(screen.getByTestId('chat-pair-Cofounder-Mentor')).not.toBeChecked();
    expect(screen.getByTestId('chat-pair-Mentor-Cofounder')).toHaveAccessibleName('Mentor and Co/Founder may chat');
    fireEvent.click(screen.getByTestId('chat-access-save'));
    await waitFor(() => expect(kit.callsOf('SetChatAccess')).toHaveLength(1));
    expect(kit.callsOf('SetChatAccess')[0]!.variables.blockedPairs).toEqual(expect.arrayContaining([{ a: 'Coach', b: 'Coach' }, { a: 'Cofounder', b: 'Mentor' }]));
    await waitFor(() => expect(screen.getByTestId('chat-access-save')).toBeDisabled());
  });
});

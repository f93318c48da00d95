import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { AvatarList } from './AvatarList';
import { avatarListSplit } from './avatarListCount';

const users = Array.from({ length: 8 }, (_, i) => ({ _id: `u${i}`, fullName: `User Number${i}` }));

describe('AvatarList (LOC-15)', () => {
  it('splits 3 by default, 2 compact, max (default 5) large', () => {
    expect(avatarListSplit(8)).toEqual({ shown: 3, rest: 5 });
    expect(avatarListSplit(8, 'compact')).toEqual({ shown: 2, rest: 6 });
    expect(avatarListSplit(8, 'large')).toEqual({ shown: 5, rest: 3 });
    expect(avatarListSplit(8, 'large', 4)).toEqual({ shown: 4, rest: 4 });
    expect(avatarListSplit(2)).toEqual({ shown: 2, rest: 0 });
  });

  it('renders the avatars and a "+N" counter', async () => {
    await renderWithProviders(<AvatarList users={users} />);
    expect(screen.getAllByTestId('avatar-list-item')).toHaveLength(3);
    expect(screen.getByTestId('avatar-list-rest').textContent).toBe('+5');
  });

  it('compact shows 2, large 5; no counter when all fit', async () => {
    const { unmount } = await renderWithProviders(<AvatarList users={users} mode="compact" />);
    expect(screen.getAllByTestId('avatar-list-item')).toHaveLength(2);
    expect(screen.getByTestId('avatar-list-rest').textContent).toBe('+6');
    unmount();
    const large = await renderWithProviders(<AvatarList users={users} mode="large" />);
    expect(screen.getAllByTestId('avatar-list-item')).toHaveLength(5);
    large.unmount();
    await renderWithProviders(<AvatarList users={users.slice(0, 3)} />);
    expect(screen.queryByTestId('avatar-list-rest')).toBeNull();
  });
});

/**
 * D-107a: the admin list, the hover card and currentUser answer the one `User`, so with the app's type policies a
 * user written by one query is the user every other query reads (a rename shows everywhere at once).
 */
import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { ENTITY_TYPE_POLICIES } from './client';

const ADMIN_LIST = gql`
  query AdminUsers {
    adminUsers {
      results {
        _id
        fullName
        email
        status
        role {
          _id
          roleType
          label
          isDefault
        }
      }
    }
  }
`;

const CARD = gql`
  query UserProfileCard($id: ID!) {
    userProfileCard(id: $id) {
      _id
      fullName
      role {
        label
        roleType
      }
    }
  }
`;

const ME = gql`
  query CurrentUser {
    currentUser {
      _id
      fullName
      role {
        _id
        type
        label
      }
    }
  }
`;

const role = { __typename: 'Role', _id: 'r1', roleType: 'Mentor', label: 'Mentor', isDefault: true };
const listed = { __typename: 'User', _id: 'u1', fullName: 'Ada Lovelace', email: 'ada@demo.test', status: 'active', role };

describe('one cached User across queries (D-107a)', () => {
  it('a rename written through the hover card shows in the admin list and in currentUser', () => {
    const cache = new InMemoryCache({ typePolicies: ENTITY_TYPE_POLICIES });
    cache.writeQuery({ query: ADMIN_LIST, data: { adminUsers: { __typename: 'AdminUserPage', results: [listed] } } });
    cache.writeQuery({
      query: ME,
      data: { currentUser: { __typename: 'User', _id: 'u1', fullName: 'Ada Lovelace', role: { __typename: 'Role', _id: 'r1', type: ['Mentor'], label: 'Mentor' } } },
    });

    cache.writeQuery({
      query: CARD,
      variables: { id: 'u1' },
      data: { userProfileCard: { __typename: 'User', _id: 'u1', fullName: 'Ada King', role: { __typename: 'Role', label: 'Mentor', roleType: 'Mentor' } } },
    });

    const list = cache.readQuery<{ adminUsers: { results: Array<typeof listed> } }>({ query: ADMIN_LIST });
    expect(list?.adminUsers.results[0]).toMatchObject({ _id: 'u1', fullName: 'Ada King', email: 'ada@demo.test', role: { roleType: 'Mentor', isDefault: true } });
    const me = cache.readQuery<{ currentUser: { fullName: string; role: { type: string[] } } }>({ query: ME });
    expect(me?.currentUser).toMatchObject({ fullName: 'Ada King', role: { type: ['Mentor'] } });
    // One entry, not one per query.
    expect(Object.keys(cache.extract()).filter((key) => key.startsWith('User:'))).toEqual(['User:{"_id":"u1"}']);
  });
});

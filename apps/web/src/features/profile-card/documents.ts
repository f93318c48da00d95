import { gql, type TypedDocumentNode } from '@apollo/client';

export interface UserProfileCardData {
  _id: string;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  cover: string | null;
  timezone: string | null;
  role: { label: string; type: string };
  startups: Array<{ _id: string; name: string; people: Array<{ _id: string; fullName: string }> }>;
}

export const USER_PROFILE_CARD: TypedDocumentNode<{ userProfileCard: UserProfileCardData }, { id: string }> = gql`
  query UserProfileCard($id: ID!) {
    userProfileCard(id: $id) {
      _id
      fullName
      firstName
      lastName
      avatar
      cover
      timezone
      role {
        label
        type
      }
      startups {
        _id
        name
        people {
          _id
          fullName
        }
      }
    }
  }
`;

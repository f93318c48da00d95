import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CurrentUser {
  _id: string;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  status: string;
  validated: boolean;
  language: string | null;
  avatar: string | null;
  role: { _id: string; type: string[]; label: string; userAccess: { visibilitySettings: string }; startupAccess: { visibilitySettings: string } };
  startups: Array<{ _id: string; name: string }>;
}

export const CURRENT_USER: TypedDocumentNode<{ currentUser: CurrentUser }> = gql`
  query CurrentUser {
    currentUser {
      _id
      fullName
      firstName
      lastName
      email
      status
      validated
      language
      avatar
      role {
        _id
        type
        label
        userAccess {
          visibilitySettings
        }
        startupAccess {
          visibilitySettings
        }
      }
      startups {
        _id
        name
      }
    }
  }
`;

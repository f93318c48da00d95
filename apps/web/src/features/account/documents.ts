import { gql, type TypedDocumentNode } from '@apollo/client';

export const RESEND_CONFIRMATION_EMAIL: TypedDocumentNode<{ resendConfirmationEmail: boolean }, Record<string, never>> = gql`
  mutation ResendConfirmationEmail {
    resendConfirmationEmail
  }
`;

export const CHANGE_PASSWORD: TypedDocumentNode<
  { changePassword: boolean },
  { currentPassword: string; newPassword: string; endOtherSessions: boolean }
> = gql`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $endOtherSessions: Boolean!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, endOtherSessions: $endOtherSessions)
  }
`;

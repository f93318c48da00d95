import { graphql } from '../../lib/graphql';

export const RESEND_CONFIRMATION_EMAIL = graphql(`
  mutation ResendConfirmationEmail {
    resendConfirmationEmail
  }
`);

export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $endOtherSessions: Boolean!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, endOtherSessions: $endOtherSessions)
  }
`);

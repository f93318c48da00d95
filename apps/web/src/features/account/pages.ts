/** The account pages share one chunk (they are small and visited in a row: sign-up → confirmation → validate). */
export { AcceptInvitationPage } from './AcceptInvitationPage';
export { AccountConfirmationPage } from './AccountConfirmationPage';
export { ApplicationNewPage } from './ApplicationNewPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { ValidateAccountPage } from './ValidateAccountPage';

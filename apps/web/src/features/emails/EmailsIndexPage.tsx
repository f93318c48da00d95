import { Navigate } from 'react-router';
import { EMAILS_MANAGEMENT_PATH } from './paths';

/** /emails/* (D-584): the area's index and any address it does not know open the list of emails. */
export function EmailsIndexPage() {
  return <Navigate to={EMAILS_MANAGEMENT_PATH} replace />;
}

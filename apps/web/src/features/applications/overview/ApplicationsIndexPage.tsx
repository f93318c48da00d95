import { Navigate } from 'react-router';
import { useViewer } from '../../../app/viewer/ViewerContext';

/** /applications and /applications/* (RTE-26, CHR-08): applicants to their applications, staff and reviewers to the overview. */
export function ApplicationsIndexPage() {
  const viewer = useViewer();
  const applicant = viewer.status === 'authenticated' && viewer.roles.includes('Applicant');
  return <Navigate to={applicant ? '/applications-manager' : '/applications/overview'} replace />;
}

import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { ApolloBoundary } from '../../lib/apollo/ApolloBoundary';
import { PageLoader } from '../layout/PageLoader';
import type { RoutePermission } from './types';
import { usePermission } from './usePermission';

function Gate({ permission, children }: { permission: RoutePermission; children: ReactNode }) {
  const params = useParams();
  const granted = usePermission(permission, params, true);
  if (granted === undefined) return <PageLoader />;
  return granted ? children : <Navigate to="/" replace />;
}

/** Lazy chunk: RTE-62 — the server decides named permissions; "no" (or an error) sends the user to /. */
export default function PermissionGate({ permission, children }: { permission: RoutePermission; children: ReactNode }) {
  return (
    <ApolloBoundary>
      <Gate permission={permission}>{children}</Gate>
    </ApolloBoundary>
  );
}

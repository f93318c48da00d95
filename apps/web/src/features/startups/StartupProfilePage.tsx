import { Navigate } from 'react-router';
import { hasRoleIn, isRoleType } from '../../app/viewer/roles';
import { useCurrentUser } from '../../app/viewer/ViewerContext';
import { CompanyTabPage } from './CompanyTabPage';
import { StartupFileFrame } from './StartupFileFrame';

/**
 * /startups/profile (D-156): the viewer's own startup profile — the company tab of their startup, in the startup
 * file's frame, edited in place as the server's rights allow (a co-founder edits their startup's profile). Whoever has
 * no startup is sent on: the staff roles to /startups/management, where they keep the profiles of the startups they
 * manage; everyone else to / (D1 §6: a route the viewer cannot use sends them home).
 */
export function StartupProfilePage() {
  const user = useCurrentUser();
  const own = user?.startups[0]?._id;
  if (own) {
    return (
      <StartupFileFrame startupId={own}>
        <CompanyTabPage startupId={own} />
      </StartupFileFrame>
    );
  }
  const staff = hasRoleIn((user?.role.type ?? []).filter(isRoleType), 'staff');
  return <Navigate to={staff ? '/startups/management' : '/'} replace />;
}

import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../session/sessionStore.ts';
import { paths } from '../routes/paths.ts';

/** Screens behind this need a session: without one, the login screen (then back here). */
export function RequireSession() {
  const { loggedIn } = useSession();
  const location = useLocation();
  if (!loggedIn) {
    return <Navigate to={paths.login.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}

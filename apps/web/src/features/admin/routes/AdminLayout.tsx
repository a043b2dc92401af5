import { messages } from '@app/contract/messages';
import { Navigate, Outlet } from 'react-router';
import { screens } from '../../../app/paths';
import { StaffFrame } from '../../../components/staff/StaffFrame';
import { useStaffArea } from '../../../components/staff/useStaffArea';
import { enAdmin } from '../../../i18n/enAdmin';
import type { AdminContext } from '../adminContext';
import { isOwner } from '../adminContext';
import { clearAdminToken, useAdminToken } from '../adminSession';
import { useAdminLogoutMutation, useAdminMeQuery } from '../api/adminApi';
import { AdminNav } from '../components/AdminNav';
import '../admin.css';

/**
 * The back office's frame (components/staff): the operator, their role and Sign out in its header,
 * the sections under it. Without an operator token every screen but sign-in goes to sign-in; a
 * token that stops working (a 401 on any operator call forgets it) does the same.
 */
export default function AdminLayout() {
  const token = useAdminToken();
  const me = useAdminMeQuery(token ?? '', { skip: !token });
  const operator = token ? me.data?.operator : undefined;
  const [logout] = useAdminLogoutMutation();
  const area = useStaffArea({
    token,
    signInPath: screens.adminSignIn,
    home: screens.adminDoctors,
    endedMessage: messages.adminSessionMissing,
    meError: me.error,
    logout: () => logout().unwrap(),
    forget: clearAdminToken,
  });

  if (area.redirect) return <Navigate to={area.redirect} replace />;

  const context: AdminContext = { operator };
  return (
    <StaffFrame
      title={enAdmin.title}
      home={screens.adminDoctors}
      who={token ? { name: operator?.name ?? '', detail: operator && enAdmin.roles[operator.role] } : undefined}
      signingOut={area.signingOut}
      onSignOut={() => void area.signOut()}
      nav={token ? <AdminNav owner={isOwner(operator)} /> : undefined}
    >
      <Outlet context={context} />
    </StaffFrame>
  );
}

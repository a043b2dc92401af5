import { messages } from '@app/contract/messages';
import { Navigate, Outlet } from 'react-router';
import { screens } from '../../../app/paths';
import { StaffFrame } from '../../../components/staff/StaffFrame';
import { useStaffArea } from '../../../components/staff/useStaffArea';
import { enConsole } from '../../../i18n/enConsole';
import { useConsoleLogoutMutation, useConsoleMeQuery } from '../api/consoleApi';
import { ConsoleNav } from '../components/ConsoleNav';
import type { ConsoleContext } from '../consoleContext';
import { clearConsoleToken, useConsoleToken } from '../consoleSession';
import { useDuty } from '../useDuty';
import '../console.css';
import '../queue.css';

/**
 * The console's frame (components/staff): the doctor and Sign out in its header, its own width.
 * Without a console token every console screen but sign-in goes to sign-in; a token that stops
 * working (a 401 on any console call forgets it) does the same.
 */
export default function ConsoleLayout() {
  const token = useConsoleToken();
  const me = useConsoleMeQuery(token ?? '', { skip: !token });
  const doctor = token ? me.data?.doctor : undefined;
  const duty = useDuty(token);
  const [logout] = useConsoleLogoutMutation();
  const area = useStaffArea({
    token,
    signInPath: screens.consoleSignIn,
    home: screens.console,
    endedMessage: messages.consoleSessionMissing,
    meError: me.error,
    logout: () => logout().unwrap(),
    forget: clearConsoleToken,
    // Off duty first: a signed-out console sends no heartbeat, and nobody should be counted on it meanwhile.
    beforeSignOut: async () => {
      if (duty.on) await duty.setOn(false);
    },
  });

  if (area.redirect) return <Navigate to={area.redirect} replace />;

  const context: ConsoleContext = { doctor, duty };
  return (
    <StaffFrame
      title={enConsole.title}
      home={screens.console}
      who={token ? { name: doctor?.doctorName ?? '', detail: doctor?.qualification } : undefined}
      signingOut={area.signingOut}
      onSignOut={() => void area.signOut()}
      nav={token ? <ConsoleNav /> : undefined}
    >
      <Outlet context={context} />
    </StaffFrame>
  );
}

import { matchPath, useLocation } from 'react-router';
import { screens } from '../../../app/paths';
import { StaffNav } from '../../../components/staff/StaffNav';
import { enConsoleHours } from '../../../i18n/enConsoleHours';

const t = enConsoleHours.nav;

/** The console's screens: the consultations (a consultation's page is one of them), and the doctor's own hours. */
export function ConsoleNav() {
  const { pathname } = useLocation();
  const on = (...patterns: string[]) => patterns.some((pattern) => matchPath(pattern, pathname) !== null);
  return (
    <StaffNav
      label={t.label}
      links={[
        { to: screens.console, label: t.consultations, current: on(screens.console, screens.consoleConsultation) },
        { to: screens.consoleHours, label: t.hours, current: on(screens.consoleHours) },
      ]}
    />
  );
}

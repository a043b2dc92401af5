import { useNavigate } from 'react-router';
import { screens } from '../../../app/paths';
import { enConsole } from '../../../i18n/enConsole';
import { StaffSignIn } from '../../auth';
import { useConsoleRequestOtpMutation, useConsoleVerifyOtpMutation } from '../api/consoleApi';
import { setConsoleToken } from '../consoleSession';

/** `/console/sign-in`: the doctor's mobile number, then the OTP sent to it, then the console. */
export default function ConsoleSignInPage() {
  const navigate = useNavigate();
  const [requestOtp] = useConsoleRequestOtpMutation();
  const [verifyOtp] = useConsoleVerifyOtpMutation();
  return (
    <StaffSignIn
      idPrefix="console"
      texts={enConsole.signIn}
      requestOtp={(request) => requestOtp(request).unwrap()}
      verifyOtp={(request) => verifyOtp(request).unwrap()}
      onSignedIn={(authToken) => {
        setConsoleToken(authToken);
        navigate(screens.console, { replace: true });
      }}
    />
  );
}

import { useNavigate } from 'react-router';
import { screens } from '../../../app/paths';
import { enAdmin } from '../../../i18n/enAdmin';
import { StaffSignIn } from '../../auth';
import { setAdminToken } from '../adminSession';
import { useAdminRequestOtpMutation, useAdminVerifyOtpMutation } from '../api/adminApi';

/** `/admin/sign-in`: the operator's mobile number, then the OTP sent to it, then the back office. */
export default function AdminSignInPage() {
  const navigate = useNavigate();
  const [requestOtp] = useAdminRequestOtpMutation();
  const [verifyOtp] = useAdminVerifyOtpMutation();
  return (
    <StaffSignIn
      idPrefix="admin"
      texts={enAdmin.signIn}
      requestOtp={(request) => requestOtp(request).unwrap()}
      verifyOtp={(request) => verifyOtp(request).unwrap()}
      onSignedIn={(authToken) => {
        setAdminToken(authToken);
        navigate(screens.adminDoctors, { replace: true });
      }}
    />
  );
}

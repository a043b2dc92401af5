import { OTP_LENGTH, OTP_RESEND_AFTER_SECONDS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { setBasic, setLoading, setOtp } from '../../../app/state';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { Field } from '../../../components/Field';
import { ArrowLeftIcon, ShieldCheckIcon, Spinner } from '../../../components/icons';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { en } from '../../../i18n/en';
import { errorMessage } from '../../../lib/apiClient';
import { notify } from '../../../lib/notify';
import { useAddGuestPhoneMutation, useVerifyGuestOtpMutation } from '../api/authApi';
import { useCaptcha } from '../api/useCaptcha';
import { useCompleteSignIn } from '../useCompleteSignIn';
import { useOtpForm } from '../useOtpForm';
import { useResendCountdown } from '../useResendCountdown';
import { useSendCode } from '../useSendCode';
import '../auth.css';
import { screens } from '../../../app/paths';

/** OTP verification `/phone-otp` (spec §2, §4, §5), and the native hand-off that skips it. */
export default function OtpPage() {
  const basic = useAppSelector((state) => state.Basic);
  const location = useLocation();
  const handoff = (location.state as { handoff?: unknown } | null)?.handoff;

  // Opened directly, with no number to verify: start from the phone screen.
  if (!basic.code || !basic.number) return <Navigate to={screens.phone} replace />;
  if (basic.isOtp === 1) {
    return typeof handoff === 'string' ? (
      <HandoffSignIn code={basic.code} number={basic.number} handoff={handoff} />
    ) : (
      <StaleHandoff />
    );
  }
  return <OtpForm code={basic.code} number={basic.number} />;
}

/** Spec §4: with the OTP-skip flag set, the verified path runs at once with the response. */
function HandoffSignIn({ code, number, handoff }: { code: string; number: string; handoff: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const basic = useAppSelector((state) => state.Basic);
  const completeSignIn = useCompleteSignIn();
  const [addGuestPhone] = useAddGuestPhoneMutation();
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the hand-off is single-use: one call per mount
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Refused (expired or not signed): the parent completes the normal flow, number pre-filled.
    const backToPhone = () => {
      dispatch(setLoading({ loading: false, otp: false }));
      dispatch(setBasic({ ...basic, isOtp: 0 }));
      navigate(screens.phone, { replace: true });
    };
    dispatch(setLoading({ loading: true, otp: true }));
    addGuestPhone({ mobileCode: code, mobileNumber: number, NoOTPVerification: 1, handoff })
      .unwrap()
      .then(
        async (response) => {
          if (!(await completeSignIn(response))) backToPhone();
        },
        (failure: unknown) => {
          notify.error(errorMessage(failure).message);
          backToPhone();
        },
      );
  }, []);

  return (
    <section className="card card--center" aria-labelledby="otp-heading">
      <ScreenHeading id="otp-heading">{en.otp.signingIn}</ScreenHeading>
      <p className="lead">{en.otp.phoneNumber(code, number)}</p>
    </section>
  );
}

/** The skip flag without its hand-off (history or a reload that lost it): use the normal flow. */
function StaleHandoff() {
  const dispatch = useAppDispatch();
  const basic = useAppSelector((state) => state.Basic);
  useEffect(() => {
    dispatch(setBasic({ ...basic, isOtp: 0 }));
  }, [dispatch, basic]);
  return <Navigate to={screens.phone} replace />;
}

function OtpForm({ code, number }: { code: string; number: string }) {
  const dispatch = useAppDispatch();
  const otpState = useAppSelector((state) => state.Otp);
  const completeSignIn = useCompleteSignIn();
  const [verifyGuestOtp] = useVerifyGuestOtpMutation();
  const [addGuestPhone] = useAddGuestPhoneMutation();
  const captcha = useCaptcha();
  const { send, step } = useSendCode(captcha);
  const otp = useOtpForm();
  const [submitting, setSubmitting] = useState(false);
  const secondsLeft = useResendCountdown(otpState.sentAt, otpState.resendAfterSeconds ?? OTP_RESEND_AFTER_SECONDS);

  const onSubmit = otp.submit(async (entered) => {
    if (submitting) return;
    setSubmitting(true);
    dispatch(setLoading({ loading: true, otp: true }));
    try {
      const response = await verifyGuestOtp({ mobileCode: code, mobileNumber: number, otp: entered }).unwrap();
      if (!(await completeSignIn(response))) setSubmitting(false);
    } catch (failure) {
      const { status, message } = errorMessage(failure);
      // A wrong code is the spec's message; anything else (expired, too many tries) is the server's.
      const shown = status === 401 ? messages.otpWrong : message;
      dispatch(setLoading({ loading: false, otp: false }));
      // Said once, by the box (no toast as well): the parent's eyes are on the code.
      otp.refuse(shown);
      setSubmitting(false);
    }
  });

  // Arriving from the phone screen, the code is what the parent types next.
  const { error, inputRef } = otp;
  useEffect(() => {
    inputRef.current?.focus();
  }, [inputRef]);

  // Back to the code after a refusal, once the overlay has gone and the form is no longer inert.
  useEffect(() => {
    if (error && !submitting) inputRef.current?.select();
  }, [error, submitting, inputRef]);

  async function onResend() {
    if (secondsLeft > 0 || step) return;
    const sent = await send((captchaPayload) =>
      addGuestPhone({
        mobileCode: code,
        mobileNumber: number,
        NoOTPVerification: 0,
        ...(captchaPayload ? { captcha: captchaPayload } : {}),
      }).unwrap(),
    );
    if (sent.ok) {
      dispatch(setOtp({ ...sent.value, sentAt: Date.now() }));
      otp.reset();
      notify.success(en.otp.resent);
      inputRef.current?.focus();
    } else if (sent.failure) {
      notify.error(errorMessage(sent.failure).message);
    }
  }

  const resendBusy = step !== false;
  return (
    <section className="card" aria-labelledby="otp-heading">
      <ScreenHeading id="otp-heading" icon={ShieldCheckIcon}>
        {en.otp.heading}
      </ScreenHeading>
      <p className="lead" id="otp-sent-to">
        {en.otp.sentTo(code, number)}
      </p>
      <Link className="link-back" to={screens.phone}>
        <ArrowLeftIcon width={18} height={18} />
        {en.otp.edit}
      </Link>
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field htmlFor="otp" label={en.otp.label}>
          <input
            id="otp"
            {...otp.inputProps}
            className={error ? 'input input-otp input--invalid' : 'input input-otp'}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={OTP_LENGTH}
            required
            aria-describedby={error ? 'otp-hint otp-error' : 'otp-hint'}
            aria-invalid={error ? true : undefined}
          />
          <p id="otp-hint" className="field-hint">
            {en.otp.hint}
          </p>
          <p id="otp-error" className="field-error" role="alert">
            {error}
          </p>
        </Field>
        <div className="resend-row">
          <button
            type="button"
            className="btn btn-link"
            onClick={onResend}
            disabled={secondsLeft > 0 || resendBusy}
            aria-busy={resendBusy ? true : undefined}
          >
            {resendBusy && <Spinner size={18} />}
            {secondsLeft > 0 ? en.otp.resendIn(secondsLeft) : en.otp.resend}
          </button>
        </div>
        <button type="submit" className="btn btn-primary btn-block" aria-busy={submitting ? true : undefined}>
          {en.otp.submit}
        </button>
      </form>
    </section>
  );
}

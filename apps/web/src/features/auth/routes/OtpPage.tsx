import { OTP_LENGTH, OTP_RESEND_AFTER_SECONDS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { setBasic, setLoading, setOtp } from '../../../app/state';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { ArrowLeftIcon, ShieldCheckIcon, Spinner } from '../../../components/icons';
import { en } from '../../../i18n/en';
import { errorMessage } from '../../../lib/apiClient';
import { notify } from '../../../lib/notify';
import { useAddGuestPhoneMutation, useVerifyGuestOtpMutation } from '../api/authApi';
import { captchaFailureMessage } from '../api/captcha';
import { useCaptcha } from '../api/useCaptcha';
import { resendSecondsLeft } from '../signIn';
import { useCompleteSignIn } from '../useCompleteSignIn';
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
      <h1 id="otp-heading" className="heading">
        {en.otp.signingIn}
      </h1>
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
  const [addGuestPhone, resend] = useAddGuestPhoneMutation();
  const captcha = useCaptcha();
  const [otp, setOtpValue] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const secondsLeft = useResendCountdown(otpState.sentAt, otpState.resendAfterSeconds ?? OTP_RESEND_AFTER_SECONDS);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (otp.length !== OTP_LENGTH) {
      const message = otp ? messages.otpWrong : messages.otpEmpty;
      setError(message);
      notify.warning(message);
      return;
    }
    setError(undefined);
    setSubmitting(true);
    dispatch(setLoading({ loading: true, otp: true }));
    try {
      const response = await verifyGuestOtp({ mobileCode: code, mobileNumber: number, otp }).unwrap();
      if (!(await completeSignIn(response))) setSubmitting(false);
    } catch (failure) {
      const { status, message } = errorMessage(failure);
      // A wrong code is the spec's message; anything else (expired, too many tries) is the server's.
      const shown = status === 401 ? messages.otpWrong : message;
      dispatch(setLoading({ loading: false, otp: false }));
      setError(shown);
      notify.error(shown);
      setSubmitting(false);
    }
  }

  // Back to the code after a refusal, once the overlay has gone and the form is no longer inert.
  useEffect(() => {
    if (error && !submitting) inputRef.current?.select();
  }, [error, submitting]);

  async function onResend() {
    if (secondsLeft > 0 || resend.isLoading) return;
    let payload: string | undefined;
    try {
      payload = await captcha.ready();
    } catch (failure) {
      notify.warning(captchaFailureMessage(failure));
      captcha.refresh();
      return;
    }
    try {
      const response = await addGuestPhone({
        mobileCode: code,
        mobileNumber: number,
        NoOTPVerification: 0,
        ...(payload ? { captcha: payload } : {}),
      }).unwrap();
      dispatch(setOtp({ ...response, sentAt: Date.now() }));
      setOtpValue('');
      setError(undefined);
      notify.success(en.otp.resent);
      inputRef.current?.focus();
    } catch (failure) {
      notify.error(errorMessage(failure).message);
    } finally {
      captcha.refresh();
    }
  }

  const resendBusy = resend.isLoading;
  return (
    <section className="card" aria-labelledby="otp-heading">
      <span className="hero-icon">
        <ShieldCheckIcon width={30} height={30} />
      </span>
      <h1 id="otp-heading" className="heading">
        {en.otp.heading}
      </h1>
      <p className="lead" id="otp-sent-to">
        {en.otp.sentTo(code, number)}
      </p>
      <Link className="link-back" to={screens.phone}>
        <ArrowLeftIcon width={18} height={18} />
        {en.otp.edit}
      </Link>
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field-label" htmlFor="otp">
            {en.otp.label}
          </label>
          <input
            id="otp"
            ref={inputRef}
            name="otp"
            className={error ? 'input input-otp input--invalid' : 'input input-otp'}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={OTP_LENGTH}
            required
            value={otp}
            onChange={(event) => {
              setOtpValue(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH));
              if (error) setError(undefined);
            }}
            aria-describedby={error ? 'otp-hint otp-error' : 'otp-hint'}
            aria-invalid={error ? true : undefined}
          />
          <p id="otp-hint" className="field-hint">
            {en.otp.hint}
          </p>
          <p id="otp-error" className="field-error">
            {error}
          </p>
        </div>
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

/** Seconds until Resend OTP is allowed, ticking once a second; survives a reload via the Otp slice. */
function useResendCountdown(sentAt: number | undefined, resendAfterSeconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (resendSecondsLeft(sentAt, resendAfterSeconds, Date.now()) <= 0) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (resendSecondsLeft(sentAt, resendAfterSeconds, time) <= 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [sentAt, resendAfterSeconds]);
  return resendSecondsLeft(sentAt, resendAfterSeconds, now);
}

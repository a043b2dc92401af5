import { OTP_LENGTH, OTP_RESEND_AFTER_SECONDS } from '@app/contract/constants';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { screens } from '../../../app/paths';
import { ShieldCheckIcon, Spinner } from '../../../components/icons';
import { TextField } from '../../../components/TextField';
import { enConsole } from '../../../i18n/enConsole';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { CaptchaStatus, passCaptcha, useCaptcha } from '../../auth';
import { useConsoleRequestOtpMutation, useConsoleVerifyOtpMutation } from '../api/consoleApi';
import { setConsoleToken } from '../consoleSession';
import { checkOtp, checkPhone, DEFAULT_CONSOLE_COUNTRY_CODE, digitsOnly, type PhoneField } from '../signIn';
import { useResendCountdown } from '../useResendCountdown';

const t = enConsole.signIn;

interface Sent {
  code: string;
  number: string;
  /** The server's words, the same whether or not the number is a doctor's. */
  message: string;
  sentAt: number;
  resendAfterSeconds: number;
}

/** `/console/sign-in`: the doctor's mobile number, then the OTP sent to it, then the console. */
export default function ConsoleSignInPage() {
  const navigate = useNavigate();
  const [requestOtp] = useConsoleRequestOtpMutation();
  const [verifyOtp] = useConsoleVerifyOtpMutation();
  const [code, setCode] = useState(DEFAULT_CONSOLE_COUNTRY_CODE);
  const [number, setNumber] = useState('');
  const [phoneError, setPhoneError] = useState<{ field: PhoneField | 'form'; message: string }>();
  const [sent, setSent] = useState<Sent>();
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const [busy, setBusy] = useState<false | 'captcha' | 'sending' | 'verifying'>(false);
  // The same robot check as the parents' sign-in: each send spends one solution.
  const captcha = useCaptcha();
  const otpRef = useRef<HTMLInputElement>(null);
  const secondsLeft = useResendCountdown(sent?.sentAt, sent?.resendAfterSeconds ?? OTP_RESEND_AFTER_SECONDS);

  useEffect(() => {
    if (sent) otpRef.current?.focus();
  }, [sent]);

  async function sendOtp(to: { code: string; number: string }) {
    setBusy('captcha');
    const robotCheck = await passCaptcha(captcha);
    if (!robotCheck.ok) {
      setBusy(false);
      return false;
    }
    const payload = robotCheck.payload;
    setBusy('sending');
    try {
      const response = await requestOtp({
        mobileCode: to.code,
        mobileNumber: to.number,
        ...(payload ? { captcha: payload } : {}),
      }).unwrap();
      setSent({
        ...to,
        message: response.message,
        sentAt: Date.now(),
        resendAfterSeconds: response.resendAfterSeconds,
      });
      setOtp('');
      setOtpError(undefined);
      return true;
    } catch (failure) {
      const { message, field } = errorMessage(failure);
      notify.error(message);
      if (sent) setOtpError(message);
      else setPhoneError({ field: field === 'mobileCode' || field === 'mobileNumber' ? field : 'form', message });
      return false;
    } finally {
      // Spent whatever the server made of it: a fresh check for the next send (Resend OTP).
      if (payload) captcha.refresh();
      setBusy(false);
    }
  }

  async function onSendOtp(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const check = checkPhone(code, number);
    if (!check.ok) {
      setPhoneError(check);
      document.getElementById(check.field === 'mobileCode' ? 'console-code' : 'console-number')?.focus();
      return;
    }
    setPhoneError(undefined);
    await sendOtp({ code: check.code, number: check.number });
  }

  async function onSignIn(event: FormEvent) {
    event.preventDefault();
    if (busy || !sent) return;
    const problem = checkOtp(otp);
    if (problem) {
      setOtpError(problem);
      otpRef.current?.focus();
      return;
    }
    setBusy('verifying');
    try {
      const response = await verifyOtp({ mobileCode: sent.code, mobileNumber: sent.number, otp }).unwrap();
      setConsoleToken(response.authToken);
      navigate(screens.console, { replace: true });
    } catch (failure) {
      // 401 wrong code, 429 too many tries, 400 expired: the server's own words.
      const { message } = errorMessage(failure);
      setOtpError(message);
      notify.error(message);
      setBusy(false);
      otpRef.current?.select();
    }
  }

  function changeNumber() {
    setSent(undefined);
    setOtp('');
    setOtpError(undefined);
  }

  return (
    <section className="card console-sign-in" aria-labelledby="console-sign-in-heading">
      <span className="hero-icon">
        <ShieldCheckIcon width={30} height={30} />
      </span>
      <h1 id="console-sign-in-heading" className="heading">
        {t.heading}
      </h1>
      {!sent ? (
        <form className="form" onSubmit={onSendOtp} noValidate>
          <p className="lead">{t.lead}</p>
          <div className="console-phone-row">
            <TextField
              id="console-code"
              label={t.countryCode}
              className="console-code-input"
              inputMode="numeric"
              autoComplete="tel-country-code"
              maxLength={5}
              value={code}
              onChange={(e) => {
                setCode(digitsOnly(e.target.value, 4));
                setPhoneError(undefined);
              }}
              error={phoneError?.field === 'mobileCode' ? phoneError.message : undefined}
            />
            <TextField
              id="console-number"
              label={t.mobileNumber}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={20}
              value={number}
              onChange={(e) => {
                setNumber(e.target.value.replace(/[^\d\s-]/g, ''));
                setPhoneError(undefined);
              }}
              error={phoneError?.field === 'mobileNumber' ? phoneError.message : undefined}
            />
          </div>
          <CaptchaStatus captcha={captcha} />
          {phoneError?.field === 'form' && (
            <p className="console-alert" role="alert">
              {phoneError.message}
            </p>
          )}
          <button
            type="submit"
            className="btn btn-primary btn-block"
            aria-busy={busy === 'captcha' || busy === 'sending' || undefined}
          >
            {(busy === 'captcha' || busy === 'sending') && <Spinner size={20} />}
            {busy === 'captcha' ? t.checking : busy === 'sending' ? t.sending : t.sendOtp}
          </button>
        </form>
      ) : (
        <form className="form" onSubmit={onSignIn} noValidate>
          <p className="console-sent" role="status">
            {sent.message}
          </p>
          <p className="console-sent-to">
            <span>{t.sentTo(sent.code, sent.number)}</span>
            <button type="button" className="btn btn-link" onClick={changeNumber}>
              {t.changeNumber}
            </button>
          </p>
          <TextField
            id="console-otp"
            ref={otpRef}
            label={t.otp}
            name="otp"
            className="console-otp-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={OTP_LENGTH}
            value={otp}
            onChange={(e) => {
              setOtp(digitsOnly(e.target.value, OTP_LENGTH));
              setOtpError(undefined);
            }}
            error={otpError}
            aria-describedby={otpError ? 'console-otp-hint console-otp-error' : 'console-otp-hint'}
          />
          <p id="console-otp-hint" className="field-hint console-otp-hint">
            {t.otpHint}
          </p>
          <button type="submit" className="btn btn-primary btn-block" aria-busy={busy === 'verifying' || undefined}>
            {busy === 'verifying' && <Spinner size={20} />}
            {busy === 'verifying' ? t.signingIn : t.signIn}
          </button>
          <button
            type="button"
            className="btn btn-link"
            onClick={() => void sendOtp(sent)}
            disabled={secondsLeft > 0 || busy !== false}
          >
            {secondsLeft > 0 ? t.resendIn(secondsLeft) : t.resend}
          </button>
        </form>
      )}
    </section>
  );
}

import { OTP_LENGTH, OTP_RESEND_AFTER_SECONDS } from '@app/contract/constants';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { screens } from '../../../app/paths';
import { ShieldCheckIcon, Spinner } from '../../../components/icons';
import { PhoneField } from '../../../components/phone/PhoneField';
import { phoneValueOf } from '../../../components/phone/phoneValue';
import { useCompleteNumber } from '../../../components/phone/useCompleteNumber';
import { usePhoneForm } from '../../../components/phone/usePhoneForm';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { TextField } from '../../../components/TextField';
import { enConsole } from '../../../i18n/enConsole';
import { errorMessage } from '../../../lib/http';
import { CaptchaStatus, useCaptcha, useOtpForm, useResendCountdown, useSendCode } from '../../auth';
import { useConsoleRequestOtpMutation, useConsoleVerifyOtpMutation } from '../api/consoleApi';
import { setConsoleToken } from '../consoleSession';

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
  // The same phone field and checks as the parents' sign-in, India first.
  const phone = usePhoneForm({
    id: 'console-number',
    label: t.mobileNumber,
    initial: () => phoneValueOf(undefined, undefined),
  });
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState<Sent>();
  const otp = useOtpForm({ focusOnRefusal: true });
  const [verifying, setVerifying] = useState(false);
  // The same robot check as the parents' sign-in: each send spends one solution.
  const numberComplete = useCompleteNumber(phone.fieldProps.value);
  const captcha = useCaptcha();
  const { send, step } = useSendCode(captcha);
  const busy = step !== false || verifying;
  const secondsLeft = useResendCountdown(sent?.sentAt, sent?.resendAfterSeconds ?? OTP_RESEND_AFTER_SECONDS);

  const { inputRef } = otp;
  useEffect(() => {
    if (sent) inputRef.current?.focus();
  }, [sent, inputRef]);

  async function sendOtp(to: { code: string; number: string }) {
    const result = await send((captchaPayload) =>
      requestOtp({
        mobileCode: to.code,
        mobileNumber: to.number,
        ...(captchaPayload ? { captcha: captchaPayload } : {}),
      }).unwrap(),
    );
    if (result.ok) {
      setSent({
        ...to,
        message: result.value.message,
        sentAt: Date.now(),
        resendAfterSeconds: result.value.resendAfterSeconds,
      });
      otp.reset();
      return;
    }
    if (!result.failure) return;
    // Said once, where it belongs: by the box or the field, else under the form.
    const { message, field } = errorMessage(result.failure);
    if (sent) otp.refuse(message);
    else if (field === 'mobileCode' || field === 'mobileNumber') phone.refuse(field, message);
    else setFormError(message);
  }

  const onSendOtp = phone.submit(async ({ mobileCode, mobileNumber }) => {
    if (busy) return;
    setFormError(undefined);
    await sendOtp({ code: mobileCode, number: mobileNumber });
  });

  const onSignIn = otp.submit(async (entered) => {
    if (busy || !sent) return;
    setVerifying(true);
    try {
      const response = await verifyOtp({ mobileCode: sent.code, mobileNumber: sent.number, otp: entered }).unwrap();
      setConsoleToken(response.authToken);
      navigate(screens.console, { replace: true });
    } catch (failure) {
      // 401 wrong code, 429 too many tries, 400 expired: the server's own words.
      const { message } = errorMessage(failure);
      otp.refuse(message);
      setVerifying(false);
      inputRef.current?.select();
    }
  });

  function changeNumber() {
    setSent(undefined);
    otp.reset();
  }

  return (
    <section className="card console-sign-in" aria-labelledby="console-sign-in-heading">
      <ScreenHeading id="console-sign-in-heading" icon={ShieldCheckIcon}>
        {t.heading}
      </ScreenHeading>
      {!sent ? (
        <form className="form" onSubmit={onSendOtp} noValidate>
          <p className="lead">{t.lead}</p>
          <PhoneField
            {...phone.fieldProps}
            onChange={(value) => {
              phone.fieldProps.onChange(value);
              setFormError(undefined);
            }}
          />
          <CaptchaStatus captcha={captcha} numberComplete={numberComplete} />
          {formError && (
            <p className="console-alert" role="alert">
              {formError}
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-block" aria-busy={step !== false || undefined}>
            {step !== false && <Spinner size={20} />}
            {step === 'captcha' ? t.checking : step === 'sending' ? t.sending : t.sendOtp}
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
            {...otp.inputProps}
            label={t.otp}
            className="console-otp-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={OTP_LENGTH}
            error={otp.error}
            aria-describedby={otp.error ? 'console-otp-hint console-otp-error' : 'console-otp-hint'}
          />
          <p id="console-otp-hint" className="field-hint console-otp-hint">
            {t.otpHint}
          </p>
          <button type="submit" className="btn btn-primary btn-block" aria-busy={verifying || undefined}>
            {verifying && <Spinner size={20} />}
            {verifying ? t.signingIn : t.signIn}
          </button>
          <button
            type="button"
            className="btn btn-link"
            onClick={() => void sendOtp(sent)}
            disabled={secondsLeft > 0 || busy}
          >
            {secondsLeft > 0 ? t.resendIn(secondsLeft) : t.resend}
          </button>
        </form>
      )}
    </section>
  );
}

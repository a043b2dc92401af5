import { OTP_LENGTH, OTP_RESEND_AFTER_SECONDS } from '@app/contract/constants';
import { useEffect, useState } from 'react';
import { ShieldCheckIcon, Spinner } from '../../../components/icons';
import { PhoneField } from '../../../components/phone/PhoneField';
import { phoneValueOf } from '../../../components/phone/phoneValue';
import { useCompleteNumber } from '../../../components/phone/useCompleteNumber';
import { usePhoneForm } from '../../../components/phone/usePhoneForm';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { TextField } from '../../../components/TextField';
import { enStaff } from '../../../i18n/enStaff';
import { errorMessage } from '../../../lib/http';
import { useCaptcha } from '../api/useCaptcha';
import { useOtpForm } from '../useOtpForm';
import { useResendCountdown } from '../useResendCountdown';
import { useSendCode } from '../useSendCode';
import { CaptchaStatus } from './CaptchaStatus';
import '../../../components/staff/staff.css';
import './staffSignIn.css';

const t = enStaff.signIn;

interface StaffNumber {
  mobileCode: string;
  mobileNumber: string;
}

interface StaffSignInProps {
  /** Prefixes the ids of the heading and inputs ('console' → 'console-number', 'console-otp'). */
  idPrefix: string;
  /** The area's own words (the rest are the staff areas' shared ones). */
  texts: { heading: string; lead: string };
  /** Sends the OTP; resolves with the server's words (the same whether or not the number is staff). */
  requestOtp(request: StaffNumber & { captcha?: string }): Promise<{ message: string; resendAfterSeconds: number }>;
  /** Checks the OTP; resolves with the area's token. */
  verifyOtp(request: StaffNumber & { otp: string }): Promise<{ authToken: string }>;
  /** Keeps the token and opens the area. */
  onSignedIn(authToken: string): void;
}

interface Sent {
  code: string;
  number: string;
  message: string;
  sentAt: number;
  resendAfterSeconds: number;
}

/**
 * A staff member's sign-in (the doctor's console, the back office): their mobile number, then the
 * OTP sent to it. The same phone field, checks and robot check as the parents' sign-in, India first;
 * each area sends its own calls and keeps its own token.
 */
export function StaffSignIn({ idPrefix, texts, requestOtp, verifyOtp, onSignedIn }: StaffSignInProps) {
  const phone = usePhoneForm({
    id: `${idPrefix}-number`,
    label: t.mobileNumber,
    initial: () => phoneValueOf(undefined, undefined),
  });
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState<Sent>();
  const otp = useOtpForm({ focusOnRefusal: true });
  const [verifying, setVerifying] = useState(false);
  // Each send spends one solution of the robot check.
  const numberComplete = useCompleteNumber(phone.fieldProps.value);
  const captcha = useCaptcha();
  const { send, step } = useSendCode(captcha);
  const busy = step !== false || verifying;
  const secondsLeft = useResendCountdown(sent?.sentAt, sent?.resendAfterSeconds ?? OTP_RESEND_AFTER_SECONDS);
  const otpId = `${idPrefix}-otp`;
  const hintId = `${otpId}-hint`;

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
      }),
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
      const response = await verifyOtp({ mobileCode: sent.code, mobileNumber: sent.number, otp: entered });
      onSignedIn(response.authToken);
    } catch (failure) {
      // 401 wrong code, 429 too many tries, 400 expired: the server's own words.
      otp.refuse(errorMessage(failure).message);
      setVerifying(false);
      inputRef.current?.select();
    }
  });

  function changeNumber() {
    setSent(undefined);
    otp.reset();
  }

  return (
    <section className="card staff-sign-in" aria-labelledby={`${idPrefix}-sign-in-heading`}>
      <ScreenHeading id={`${idPrefix}-sign-in-heading`} icon={ShieldCheckIcon}>
        {texts.heading}
      </ScreenHeading>
      {!sent ? (
        <form className="form" onSubmit={onSendOtp} noValidate>
          <p className="lead">{texts.lead}</p>
          <PhoneField
            {...phone.fieldProps}
            onChange={(value) => {
              phone.fieldProps.onChange(value);
              setFormError(undefined);
            }}
          />
          <CaptchaStatus captcha={captcha} numberComplete={numberComplete} />
          {formError && (
            <p className="staff-alert" role="alert">
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
          <p className="staff-sent" role="status">
            {sent.message}
          </p>
          <p className="staff-sent-to">
            <span>{t.sentTo(sent.code, sent.number)}</span>
            <button type="button" className="btn btn-link" onClick={changeNumber}>
              {t.changeNumber}
            </button>
          </p>
          <TextField
            id={otpId}
            {...otp.inputProps}
            label={t.otp}
            className="staff-otp-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={OTP_LENGTH}
            error={otp.error}
            aria-describedby={otp.error ? `${hintId} ${otpId}-error` : hintId}
          />
          <p id={hintId} className="field-hint staff-otp-hint">
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

import { DEFAULT_COUNTRY } from '@app/contract/constants';
import { checkPhone } from '@app/contract/phone';
import { type FormEvent, useEffect, useState } from 'react';
import type { Country } from 'react-phone-number-input';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { setBasic, setOtp } from '../../../app/state';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { PhoneIcon, Spinner } from '../../../components/icons';
import { en } from '../../../i18n/en';
import { errorMessage } from '../../../lib/apiClient';
import { notify } from '../../../lib/notify';
import { useAddGuestPhoneMutation } from '../api/authApi';
import { captchaFailureMessage } from '../api/captcha';
import { useCaptcha } from '../api/useCaptcha';
import { CaptchaStatus } from '../components/CaptchaStatus';
import { PhoneField } from '../components/PhoneField';
import { countryOfValue, parseEntryQuery, phoneValueOf, splitPhoneValue } from '../phoneEntry';
import { basicForNewSignIn } from '../signIn';
import '../auth.css';

type Busy = false | 'captcha' | 'sending';

/** Phone entry `/` (spec §2, §5): validate, pass the robot check, send the OTP, go to /phone-otp. */
export default function PhonePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const basic = useAppSelector((state) => state.Basic);
  const [query] = useState(() => parseEntryQuery(search));
  const handoff = query.handoff && query.code && query.number ? query.handoff : undefined;

  const [value, setValue] = useState<string | undefined>(
    () => phoneValueOf(query.code, query.number) ?? phoneValueOf(basic.code, basic.number),
  );
  // The input reports a country only when it changes: start from the one it shows.
  const [country, setCountry] = useState<Country | undefined>(
    () => countryOfValue(value) ?? (DEFAULT_COUNTRY as Country),
  );
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<Busy>(false);
  const captcha = useCaptcha({ enabled: !handoff });
  const [addGuestPhone] = useAddGuestPhoneMutation();

  // A native app's link: pre-fill the session, and with a signed hand-off go straight on (spec §2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the link the page was opened with
  useEffect(() => {
    if (!query.code && !query.number && query.isMobile === undefined) return;
    const next = query.code && query.number ? basicForNewSignIn(basic, query.code, query.number) : { ...basic };
    if (query.isMobile !== undefined) next.isMobile = query.isMobile;
    if (handoff) next.isOtp = 1;
    dispatch(setBasic(next));
    if (handoff) navigate('/phone-otp', { replace: true, state: { handoff } });
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parts = splitPhoneValue(value, country);
    const check = checkPhone(parts.code, parts.number);
    if (!check.ok) {
      setError(check.message);
      notify.warning(check.message);
      document.getElementById('phone')?.focus();
      return;
    }
    setError(undefined);
    // Fetch the next screen while the OTP is being sent.
    import('./OtpPage').catch(() => undefined);
    let payload: string | undefined;
    try {
      setBusy('captcha');
      payload = await captcha.ready();
    } catch (failure) {
      setBusy(false);
      notify.warning(captchaFailureMessage(failure));
      return;
    }
    setBusy('sending');
    try {
      const response = await addGuestPhone({
        mobileCode: check.code,
        mobileNumber: check.number,
        NoOTPVerification: 0,
        ...(payload ? { captcha: payload } : {}),
      }).unwrap();
      dispatch(setBasic(basicForNewSignIn(basic, check.code, check.number)));
      dispatch(setOtp({ ...response, sentAt: Date.now() }));
      navigate('/phone-otp');
    } catch (failure) {
      const { message, field } = errorMessage(failure);
      notify.error(message);
      if (field === 'mobileNumber' || field === 'mobileCode') setError(message);
      // Each payload is single-use, whatever the server made of it.
      captcha.refresh();
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="phone-heading">
      <span className="hero-icon">
        <PhoneIcon width={30} height={30} />
      </span>
      <h1 id="phone-heading" className="heading">
        {en.phone.heading}
      </h1>
      <p id="phone-note" className="lead">
        {en.phone.note}
      </p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <PhoneField
          id="phone"
          value={value}
          onChange={(next) => {
            setValue(next);
            if (error) setError(undefined);
          }}
          onCountryChange={setCountry}
          error={error}
          describedBy="phone-note"
        />
        <CaptchaStatus captcha={captcha} />
        <button type="submit" className="btn btn-primary btn-block" aria-busy={busy ? true : undefined}>
          {busy && <Spinner size={20} />}
          {busy === 'captcha' ? en.phone.waitingForCheck : busy === 'sending' ? en.phone.sending : en.phone.submit}
        </button>
      </form>
    </section>
  );
}

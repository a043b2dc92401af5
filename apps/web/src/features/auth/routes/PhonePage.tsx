import type { AddGuestPhoneRequest } from '@app/contract/schemas/auth';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { setBasic, setOtp } from '../../../app/state';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { PhoneIcon, Spinner } from '../../../components/icons';
import { en } from '../../../i18n/en';
import { callRoute } from '../../../lib/callRoute';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { passCaptcha, useCaptcha } from '../api/useCaptcha';
import { CaptchaStatus } from '../components/CaptchaStatus';
import { PhoneField } from '../components/PhoneField';
import { cleanNumberInput, type PhoneValue, parseEntryQuery, phoneValueOf } from '../phoneEntry';
import { loadPhoneRules } from '../phoneLibrary';
import { basicForNewSignIn } from '../signIn';
import '../auth.css';
import { screens } from '../../../app/paths';

type Busy = false | 'captcha' | 'sending';

/** Phone entry `/` (spec §2, §5): validate, pass the robot check, send the OTP, go to /phone-otp. */
export default function PhonePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const basic = useAppSelector((state) => state.Basic);
  const [query] = useState(() => parseEntryQuery(search));
  const handoff = query.handoff && query.code && query.number ? query.handoff : undefined;

  const [value, setValue] = useState<PhoneValue>(() =>
    query.code || query.number ? phoneValueOf(query.code, query.number) : phoneValueOf(basic.code, basic.number),
  );
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<Busy>(false);
  const captcha = useCaptcha({ enabled: !handoff });

  // A native app's link: pre-fill the session, and with a signed hand-off go straight on (spec §2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the link the page was opened with
  useEffect(() => {
    if (!query.code && !query.number && query.isMobile === undefined) return;
    const next = query.code && query.number ? basicForNewSignIn(basic, query.code, query.number) : { ...basic };
    if (query.isMobile !== undefined) next.isMobile = query.isMobile;
    if (handoff) next.isOtp = 1;
    dispatch(setBasic(next));
    if (handoff) navigate(screens.phoneOtp, { replace: true, state: { handoff } });
  }, []);

  function change(next: PhoneValue) {
    setValue(next);
    if (error) setError(undefined);
  }

  async function onNumberChange(text: string) {
    const cleaned = cleanNumberInput(text);
    change({ ...value, number: cleaned });
    // A pasted international number picks its own country once the phone library is here.
    if (cleaned.startsWith('+')) {
      const rules = await loadPhoneRules().catch(() => undefined);
      const international = rules?.fromInternational(cleaned);
      if (international) change(international);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    let rules: Awaited<ReturnType<typeof loadPhoneRules>>;
    try {
      rules = await loadPhoneRules();
    } catch {
      notify.error(en.errors.network);
      return;
    }
    const entered = rules.fromInternational(value.number) ?? value;
    const check = rules.checkPhoneValue(entered);
    if (!check.ok) {
      setError(check.message);
      notify.warning(check.message);
      document.getElementById(check.field === 'mobileCode' ? 'phone-country' : 'phone')?.focus();
      return;
    }
    setError(undefined);
    setValue({ country: entered.country, number: rules.formatNational(entered.country, check.number) });
    // Fetch the next screen while the OTP is being sent.
    import('./OtpPage').catch(() => undefined);
    setBusy('captcha');
    const robotCheck = await passCaptcha(captcha);
    if (!robotCheck.ok) {
      setBusy(false);
      return;
    }
    const payload = robotCheck.payload;
    setBusy('sending');
    try {
      const body: AddGuestPhoneRequest = {
        mobileCode: check.code,
        mobileNumber: check.number,
        NoOTPVerification: 0,
        ...(payload ? { captcha: payload } : {}),
      };
      const response = await callRoute('addGuestPhone', { input: body });
      dispatch(setBasic(basicForNewSignIn(basic, check.code, check.number)));
      dispatch(setOtp({ ...response, sentAt: Date.now() }));
      navigate(screens.phoneOtp);
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
          onCountryChange={(country) => change({ ...value, country })}
          onNumberChange={onNumberChange}
          onFirstUse={() => void loadPhoneRules().catch(() => undefined)}
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

import type { AddGuestPhoneRequest } from '@app/contract/schemas/auth';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { setBasic, setOtp } from '../../../app/state';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { PhoneIcon, Spinner } from '../../../components/icons';
import { PhoneField } from '../../../components/phone/PhoneField';
import { phoneParts, phoneValueOf } from '../../../components/phone/phoneValue';
import { useCompleteNumber } from '../../../components/phone/useCompleteNumber';
import { usePhoneForm } from '../../../components/phone/usePhoneForm';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { en } from '../../../i18n/en';
import { callRoute } from '../../../lib/callRoute';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { LegalLinks } from '../../legal';
import { useCaptcha } from '../api/useCaptcha';
import { CaptchaStatus } from '../components/CaptchaStatus';
import { parseEntryQuery } from '../phoneEntry';
import { basicForNewSignIn } from '../signIn';
import { useSendCode } from '../useSendCode';
import '../auth.css';
import { screens } from '../../../app/paths';

/** Phone entry `/` (spec §2, §5): validate, pass the robot check, send the OTP, go to /phone-otp. */
export default function PhonePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const basic = useAppSelector((state) => state.Basic);
  const [query] = useState(() => parseEntryQuery(search));
  const handoff = query.handoff && query.code && query.number ? query.handoff : undefined;

  const phone = usePhoneForm({
    id: 'phone',
    label: en.phone.label,
    initial: () =>
      query.code || query.number ? phoneValueOf(query.code, query.number) : phoneValueOf(basic.code, basic.number),
  });
  const numberComplete = useCompleteNumber(phone.fieldProps.value, !handoff);
  const captcha = useCaptcha({ enabled: !handoff, start: 'on-begin' });
  const { send, step } = useSendCode(captcha);

  // The robot check starts with the first digit (or at once for a number already filled in), not
  // with the screen: the first screen loads without its work or its fetches (decision 0040).
  const typed = phoneParts(phone.fieldProps.value).number !== '';
  const { begin } = captcha;
  useEffect(() => {
    if (typed) begin();
  }, [typed, begin]);

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

  const onSubmit = phone.submit(async ({ mobileCode, mobileNumber }) => {
    if (step) return;
    // Fetch the next screen while the OTP is being sent.
    import('./OtpPage').catch(() => undefined);
    const sent = await send((captchaPayload) => {
      const body: AddGuestPhoneRequest = {
        mobileCode,
        mobileNumber,
        NoOTPVerification: 0,
        ...(captchaPayload ? { captcha: captchaPayload } : {}),
      };
      return callRoute('addGuestPhone', { input: body });
    });
    if (sent.ok) {
      dispatch(setBasic(basicForNewSignIn(basic, mobileCode, mobileNumber)));
      dispatch(setOtp({ ...sent.value, sentAt: Date.now() }));
      navigate(screens.phoneOtp);
    } else if (sent.failure) {
      const { message, field } = errorMessage(sent.failure);
      // Once: by the field the server named, else in a toast.
      if (field === 'mobileNumber' || field === 'mobileCode') phone.refuse(field, message);
      else notify.error(message);
    }
  });

  return (
    <section className="card" aria-labelledby="phone-heading">
      <ScreenHeading id="phone-heading" icon={PhoneIcon}>
        {en.phone.heading}
      </ScreenHeading>
      <p id="phone-note" className="lead">
        {en.phone.note}
      </p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <PhoneField {...phone.fieldProps} describedBy="phone-note" />
        <CaptchaStatus captcha={captcha} numberComplete={numberComplete} />
        <button type="submit" className="btn btn-primary btn-block" aria-busy={step ? true : undefined}>
          {step && <Spinner size={20} />}
          {step === 'captcha' ? en.phone.waitingForCheck : step === 'sending' ? en.phone.sending : en.phone.submit}
        </button>
      </form>
      <LegalLinks />
    </section>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { screens } from '../../../app/paths';
import { appPathOr } from '../../../app/returnTo';
import { setBasic } from '../../../app/state';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { BusyButton } from '../../../components/BusyButton';
import { FieldError } from '../../../components/Field';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { TextField } from '../../../components/TextField';
import { enAccount } from '../../../i18n/enAccount';
import { errorMessage } from '../../../lib/apiClient';
import { notify } from '../../../lib/notify';
import { useEndSession, useGetSessionUserQuery } from '../../auth';
import { useRegisterMutation } from '../api/membersApi';
import { emptyRegisterForm, type RegisterFormValues, registerFormSchema, registerPayloadOf } from '../registerForm';
import '../members.css';

const t = enAccount.register;
const TEXT_FIELDS = ['firstName', 'LastName', 'email'] as const;
const isTextField = (field: string | undefined): field is (typeof TEXT_FIELDS)[number] =>
  TEXT_FIELDS.some((f) => f === field);

/**
 * `/register` (ours): a guest gives their own name (and an email if they wish), accepts the terms
 * of use and the privacy notice, and the account becomes 'Registered'. Then back to `from`.
 */
export default function RegisterPage() {
  const basic = useAppSelector((state) => state.Basic);
  const token = basic.authToken ?? '';
  const session = useGetSessionUserQuery(token, { skip: !token });
  const [search] = useSearchParams();
  const next = appPathOr(search.get('from'), screens.home);
  const navigate = useNavigate();
  const user = session.data?.data;

  return (
    <section className="card register-card" aria-labelledby="register-heading">
      <ScreenHeading id="register-heading">{t.title}</ScreenHeading>
      {session.isError ? (
        <LoadFailed
          className="register-status"
          message={errorMessage(session.error).message}
          onRetry={() => void session.refetch()}
        />
      ) : !user ? (
        <Loading className="register-status" text={t.loading} />
      ) : user.type !== 'Guest' ? (
        <>
          <p className="register-intro">{t.alreadyRegistered}</p>
          <button type="button" className="btn btn-primary btn-block" onClick={() => navigate(next)}>
            {t.continue}
          </button>
        </>
      ) : (
        <RegisterForm
          key={user.userID}
          defaults={emptyRegisterForm(user.firstName, user.LastName, user.email)}
          next={next}
        />
      )}
    </section>
  );
}

function RegisterForm({ defaults, next }: { defaults: RegisterFormValues; next: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const basic = useAppSelector((state) => state.Basic);
  const endSession = useEndSession();
  const [register, state] = useRegisterMutation();
  const {
    register: field,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFormValues>({ resolver: zodResolver(registerFormSchema), defaultValues: defaults });

  const submit = handleSubmit(async (values) => {
    if (state.isLoading) return;
    try {
      const done = await register(registerPayloadOf(values)).unwrap();
      dispatch(
        setBasic({ ...basic, type: done.type, name: basic.rid === done.userID ? values.firstName : basic.name }),
      );
      notify.success(done.message);
      navigate(next, { replace: true });
    } catch (failure) {
      const problem = errorMessage(failure);
      notify.error(problem.message);
      if (problem.status === 401) endSession({ keepNumber: true });
      else if (isTextField(problem.field)) setError(problem.field, { message: problem.message }, { shouldFocus: true });
    }
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="register-intro">{t.intro}</p>
      <TextField
        id="firstName"
        label={t.firstName}
        autoComplete="given-name"
        autoCapitalize="words"
        required
        error={errors.firstName?.message}
        {...field('firstName')}
      />
      <TextField
        id="LastName"
        label={t.lastName}
        labelNote={t.optional}
        autoComplete="family-name"
        autoCapitalize="words"
        error={errors.LastName?.message}
        {...field('LastName')}
      />
      <TextField
        id="email"
        label={t.email}
        labelNote={t.optional}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...field('email')}
      />
      <Agreement
        id="acceptTerms"
        label={t.acceptTerms}
        link={screens.terms}
        linkText={t.readTerms}
        error={errors.acceptTerms?.message}
        input={field('acceptTerms')}
      />
      <Agreement
        id="acceptPrivacy"
        label={t.acceptPrivacy}
        link={screens.privacy}
        linkText={t.readPrivacy}
        error={errors.acceptPrivacy?.message}
        input={field('acceptPrivacy')}
      />
      <BusyButton type="submit" className="btn btn-primary btn-block" busy={state.isLoading}>
        {state.isLoading ? t.busy : t.submit}
      </BusyButton>
    </form>
  );
}

interface AgreementProps {
  id: string;
  label: string;
  link: string;
  linkText: string;
  error: string | undefined;
  input: ReturnType<ReturnType<typeof useForm<RegisterFormValues>>['register']>;
}

/** A document to accept: the box, its label, a link to read it (a new tab keeps the form), its message. */
function Agreement({ id, label, link, linkText, error, input }: AgreementProps) {
  const errorId = `${id}-error`;
  return (
    <div className="register-agreement">
      <div className="check-field">
        <input
          id={id}
          className="check-input"
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-read ${errorId}`}
          {...input}
        />
        <label htmlFor={id} className="check-label">
          {label}
        </label>
      </div>
      <Link id={`${id}-read`} className="register-read" to={link} target="_blank" rel="noopener">
        {linkText}
      </Link>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

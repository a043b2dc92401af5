import { REASONS } from '@app/contract/constants';
import type { TriageCheckResponse } from '@app/contract/schemas/triage';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { MemberPill } from '../../../app/MemberPill';
import { screens } from '../../../app/paths';
import { useAppSelector } from '../../../app/store';
import { BackButton } from '../../../components/BackButton';
import { BusyButton } from '../../../components/BusyButton';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enTriage, type TriageLanguage } from '../../../i18n/enTriage';
import { errorMessage } from '../../../lib/apiClient';
import { notify } from '../../../lib/notify';
import { useGetTriageQuestionsQuery, useTriageCheckMutation } from '../api/triageApi';
import { type Answers, DangerSignQuestions } from '../components/DangerSignQuestions';
import { EmergencyNotice } from '../components/EmergencyNotice';
import { LanguageSwitch } from '../components/LanguageSwitch';
import '../triage.css';

type Reason = (typeof REASONS)[number];
const isReason = (value: string | undefined): value is Reason => REASONS.some((r) => r === value);

/**
 * `/child-check` (ours), between the reason (/child-help) and the booking (/doctor-apointment):
 * the danger signs the reason and the child's age bring, as yes/no questions in English or Hindi.
 * The server works out the questions and records the answers; any yes shows the emergency message
 * (hospital now, 112) with nothing to book or pay. With no question to ask, the (empty) check is
 * recorded and the booking opens at once.
 */
export default function ChildCheckPage() {
  const navigate = useNavigate();
  const basic = useAppSelector((state) => state.Basic);
  const user = useAppSelector((state) => state.User);
  const reason = user.qs ?? basic.qs;
  const memberId = basic.id;
  const [lang, setLang] = useState<TriageLanguage>('en');
  const [answers, setAnswers] = useState<Answers>({});
  const [showMissing, setShowMissing] = useState(false);
  const [result, setResult] = useState<TriageCheckResponse>();
  const asked = useGetTriageQuestionsQuery(
    { userId: String(memberId ?? ''), reason: isReason(reason) ? reason : 'Other' },
    { skip: memberId === undefined || !isReason(reason), refetchOnMountOrArgChange: true },
  );
  const [check, checking] = useTriageCheckMutation();
  const t = enTriage[lang];

  async function send(given: Answers) {
    if (memberId === undefined || !isReason(reason)) return;
    try {
      const answer = await check({
        userId: memberId,
        reason,
        answers: Object.entries(given).map(([id, yes]) => ({ id, yes })),
      }).unwrap();
      if (answer.outcome === 'clear') navigate(screens.doctorAppointment, { replace: true });
      else setResult(answer);
    } catch (error) {
      notify.error(errorMessage(error).message);
    }
  }

  // No question for this reason and age: the check is recorded as it is, and the booking goes on.
  const sentEmpty = useRef(false);
  const questions = asked.data?.questions;
  useEffect(() => {
    if (questions?.length === 0 && !sentEmpty.current) {
      sentEmpty.current = true;
      void send({});
    }
  });

  if (!isReason(reason)) return <Navigate to={screens.childHelp} replace />;

  function onContinue() {
    const missing = (questions ?? []).find((q) => answers[q.id] === undefined);
    if (missing) {
      setShowMissing(true);
      document.getElementById(`danger-${missing.id}-yes`)?.focus();
      return;
    }
    void send(answers);
  }

  return (
    <section className="card triage" aria-labelledby="child-check-heading">
      <MemberPill />
      <LanguageSwitch value={lang} onChange={setLang} />
      {result ? (
        <EmergencyNotice
          result={result}
          lang={lang}
          onAnswerAgain={() => {
            setResult(undefined);
            setAnswers({});
            setShowMissing(false);
          }}
        />
      ) : (
        <div lang={lang}>
          <ScreenHeading id="child-check-heading">{t.heading}</ScreenHeading>
          <p className="lead">{t.lead}</p>
          {asked.isError ? (
            <LoadFailed
              className="triage-state"
              message={errorMessage(asked.error).message}
              onRetry={() => void asked.refetch()}
            />
          ) : !questions || questions.length === 0 ? (
            <Loading className="triage-state" text={t.loading} />
          ) : (
            <form
              className="form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                onContinue();
              }}
            >
              <DangerSignQuestions
                questions={questions}
                answers={answers}
                lang={lang}
                showMissing={showMissing}
                onAnswer={(id, yes) => setAnswers((was) => ({ ...was, [id]: yes }))}
              />
              {showMissing && questions.some((q) => answers[q.id] === undefined) && (
                <p className="alert-box" role="alert">
                  {t.unanswered}
                </p>
              )}
              <div className="form-actions">
                <BackButton fallback={screens.childHelp} />
                <BusyButton type="submit" className="btn btn-primary" busy={checking.isLoading}>
                  {checking.isLoading ? t.checking : t.continue}
                </BusyButton>
              </div>
            </form>
          )}
        </div>
      )}
    </section>
  );
}

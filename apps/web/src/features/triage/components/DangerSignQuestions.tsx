import type { TriageQuestion } from '@app/contract/schemas/triage';
import { ChoiceTiles } from '../../../components/ChoiceTiles';
import { enTriage, type TriageLanguage } from '../../../i18n/enTriage';

export type Answers = Record<string, boolean>;

interface DangerSignQuestionsProps {
  questions: readonly TriageQuestion[];
  answers: Answers;
  onAnswer: (id: string, yes: boolean) => void;
  lang: TriageLanguage;
  /** After Continue with a question left blank: those are marked. */
  showMissing: boolean;
}

/** Each danger sign as its own yes/no question (radio semantics, large targets), in the chosen language. */
export function DangerSignQuestions({ questions, answers, onAnswer, lang, showMissing }: DangerSignQuestionsProps) {
  const t = enTriage[lang];
  const options = [
    { value: 'yes' as const, label: t.yes },
    { value: 'no' as const, label: t.no },
  ];
  return (
    <ol className="triage-questions" lang={lang}>
      {questions.map((q, i) => {
        const answer = answers[q.id];
        const missing = showMissing && answer === undefined;
        return (
          <li key={q.id} className={missing ? 'triage-question triage-question--missing' : 'triage-question'}>
            <p id={`danger-${q.id}`} className="triage-question-text">
              <span className="triage-number">{i + 1}.</span> {q.question[lang]}
            </p>
            <ChoiceTiles<'yes' | 'no'>
              name={`danger-${q.id}`}
              labelledBy={`danger-${q.id}`}
              options={options}
              value={answer === undefined ? undefined : answer ? 'yes' : 'no'}
              onChange={(v) => onAnswer(q.id, v === 'yes')}
              invalid={missing}
            />
          </li>
        );
      })}
    </ol>
  );
}

import { enTriage, type TriageLanguage } from '../../../i18n/enTriage';

/** English or Hindi for the questions and the emergency message: two toggle buttons. */
export function LanguageSwitch({ value, onChange }: { value: TriageLanguage; onChange: (l: TriageLanguage) => void }) {
  const t = enTriage.language;
  return (
    <fieldset className="triage-language">
      <legend className="visually-hidden">{t.label}</legend>
      {(['en', 'hi'] as const).map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          className={value === lang ? 'chip chip--picked' : 'chip'}
          aria-pressed={value === lang}
          onClick={() => onChange(lang)}
        >
          {t[lang]}
        </button>
      ))}
    </fieldset>
  );
}

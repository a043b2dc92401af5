import { memo } from 'react';
import { en } from '../../i18n/en';
import { Field, FieldError } from '../Field';
import { callingCodeOf, countryOptions } from './countries';
import { loadPhoneRules } from './phoneLibrary';
import { cleanNumberInput, type PhoneValue } from './phoneValue';
import './phoneField.css';

export interface PhoneFieldProps {
  id: string;
  label: string;
  value: PhoneValue;
  onChange(value: PhoneValue): void;
  /** The message to show next to the input (and announce). */
  error?: string;
  /** Other elements that describe the input (the note under the heading). */
  describedBy?: string;
}

/** Native options are cheap and fully accessible; 240 of them are made once. */
const CountryOptions = memo(function CountryOptions() {
  return (
    <>
      <option value="">{en.phone.noCountry}</option>
      {countryOptions().map((c) => (
        <option key={c.iso} value={c.iso}>
          {en.phone.countryOption(c.name, c.code)}
        </option>
      ))}
    </>
  );
});

/** The first touch of the field: a chance to fetch the phone library before it is needed. */
const prefetchPhoneRules = () => void loadPhoneRules().catch(() => undefined);

/**
 * International phone input, India by default (spec §2): a native country select (flag and
 * calling code on show) and the national number. Flags are files at /flags/{XX}.svg served by
 * this app, never a CDN; the country list is built from libphonenumber's metadata (countries.ts).
 */
export function PhoneField({ id, label, value, onChange, error, describedBy }: PhoneFieldProps) {
  const errorId = `${id}-error`;
  const described = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const code = value.country ? callingCodeOf(value.country) : '';

  async function onNumberChange(text: string) {
    const cleaned = cleanNumberInput(text);
    onChange({ ...value, number: cleaned });
    // A pasted international number picks its own country once the phone library is here.
    if (cleaned.startsWith('+')) {
      const rules = await loadPhoneRules().catch(() => undefined);
      const international = rules?.fromInternational(cleaned);
      if (international) onChange(international);
    }
  }

  return (
    <Field htmlFor={id} label={label}>
      <div className={error ? 'input-box input-box--invalid phone-input' : 'input-box phone-input'}>
        <div className="phone-country">
          {value.country ? (
            <img className="phone-flag" src={`/flags/${value.country}.svg`} alt="" width={24} height={16} />
          ) : (
            <span className="phone-flag phone-flag--none" />
          )}
          <span className="phone-code" aria-hidden="true">
            {code ? `+${code}` : '+'}
          </span>
          <svg className="phone-chevron" viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
            <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
          <select
            id={`${id}-country`}
            className="phone-country-select"
            aria-label={en.phone.countryLabel}
            value={value.country}
            onFocus={prefetchPhoneRules}
            onChange={(e) => onChange({ ...value, country: e.target.value })}
          >
            <CountryOptions />
          </select>
        </div>
        <input
          id={id}
          name="phone"
          className="phone-number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={value.number}
          onFocus={prefetchPhoneRules}
          onChange={(e) => void onNumberChange(e.target.value)}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <FieldError id={errorId} message={error} live />
    </Field>
  );
}

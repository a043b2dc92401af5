import { DEFAULT_COUNTRY } from '@app/contract/constants';
import PhoneInput, { type Country } from 'react-phone-number-input';
import 'react-phone-number-input/style.css';
import { AlertIcon } from '../../../components/icons';
import { en } from '../../../i18n/en';

interface PhoneFieldProps {
  id: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
  onCountryChange(country: Country | undefined): void;
  /** The message to show next to the input (and announce). */
  error?: string;
  /** Other elements that describe the input (the note under the heading). */
  describedBy?: string;
}

/**
 * International phone input, IN by default (spec §2): the parent types the national number for
 * the selected country, or any number with its '+code'; "International" in the list clears the
 * country. A pre-filled number shows with its code ('+91 98765 43210'). Flags come from
 * /flags/{XX}.svg, served from the build (see vite.config.ts), never from a CDN and never
 * bundled into the JavaScript.
 */
export function PhoneField({ id, value, onChange, onCountryChange, error, describedBy }: PhoneFieldProps) {
  const errorId = `${id}-error`;
  const described = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {en.phone.label}
      </label>
      <PhoneInput
        id={id}
        name="phone"
        className={error ? 'phone-input phone-input--invalid' : 'phone-input'}
        defaultCountry={DEFAULT_COUNTRY as Country}
        useNationalFormatForDefaultCountryValue={false}
        focusInputOnCountrySelection
        flagUrl="/flags/{XX}.svg"
        autoComplete="tel"
        value={value}
        onChange={onChange}
        onCountryChange={onCountryChange}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
      />
      {/* Not a live region: the toast (role=alert) already announces the message. */}
      <p id={errorId} className="field-error">
        {error && (
          <>
            <AlertIcon width={18} height={18} />
            <span>{error}</span>
          </>
        )}
      </p>
    </div>
  );
}

import { CONSULT_TYPES } from '@app/contract/constants';
import { enBooking } from '../../../i18n/enBooking';
import { consultIcon, consultLabel } from '../../../lib/consultTypes';
import type { ConsultType } from '../choices';

interface ConsultTypeChipsProps {
  value: ConsultType | undefined;
  /** undefined: the chosen chip was tapped again, any type will do. */
  onChange: (value: ConsultType | undefined) => void;
}

/**
 * The 8 consult types (spec §2) as toggle buttons with their pictures. At most one is pressed;
 * pressing it again lets every type through (the choice is optional).
 */
export function ConsultTypeChips({ value, onChange }: ConsultTypeChipsProps) {
  return (
    <fieldset className="choices type-chips" aria-describedby="type-hint">
      <legend className="choices-legend">{enBooking.appointment.typeLegend}</legend>
      <p id="type-hint" className="field-hint type-chips-hint">
        {enBooking.appointment.typeHint}
      </p>
      <div className="type-chips-grid">
        {CONSULT_TYPES.map((type) => {
          const pressed = type === value;
          return (
            <button
              key={type}
              type="button"
              className={pressed ? 'type-chip tile tile--picked' : 'type-chip tile'}
              aria-pressed={pressed}
              onClick={() => onChange(pressed ? undefined : type)}
            >
              <img src={consultIcon(type)} alt="" width={32} height={32} />
              <span>{consultLabel(type)}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

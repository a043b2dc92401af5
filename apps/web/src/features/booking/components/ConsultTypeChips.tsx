import { LoadFailed, Loading } from '../../../components/LoadState';
import { enBooking } from '../../../i18n/enBooking';
import { errorMessage } from '../../../lib/apiClient';
import { consultIcon, consultLabel } from '../../../lib/consultTypes';
import type { ConsultType } from '../choices';
import { useOfferedTypes } from '../useOfferedTypes';
import { EmergencyNote } from './EmergencyNote';

interface ConsultTypeChipsProps {
  value: ConsultType | undefined;
  /** undefined: the chosen chip was tapped again, any type will do. */
  onChange: (value: ConsultType | undefined) => void;
}

/**
 * The consult types parents are offered (spec §2's chips, less those without a flow yet: the
 * server says which) as toggle buttons with their pictures. At most one is pressed; pressing it
 * again lets every type through (the choice is optional). Where 'Emergency' was, the call-112 note.
 */
export function ConsultTypeChips({ value, onChange }: ConsultTypeChipsProps) {
  const offered = useOfferedTypes();
  return (
    <fieldset className="choices type-chips" aria-describedby="type-hint">
      <legend className="choices-legend">{enBooking.appointment.typeLegend}</legend>
      <p id="type-hint" className="field-hint type-chips-hint">
        {enBooking.appointment.typeHint}
      </p>
      {offered.types ? (
        <div className="type-chips-grid">
          {offered.types.map((type) => {
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
      ) : offered.error ? (
        <LoadFailed
          className="alert-box"
          message={errorMessage(offered.error).message}
          onRetry={offered.retry}
          retryLabel={enBooking.retry}
        />
      ) : (
        <Loading className="type-chips-loading" text={enBooking.appointment.typesLoading} />
      )}
      <EmergencyNote />
    </fieldset>
  );
}

import { useId, useState } from 'react';
import { enBooking } from '../../../i18n/enBooking';
import { consultIcon, consultTooltip } from '../../../lib/consultTypes';

/**
 * A doctor's appointment types as icons with tooltips (spec §2). The row is one button whose name
 * lists every type; hovering an icon shows its tooltip, and a tap or Enter shows all the names
 * under the icons, so nothing depends on hover.
 */
export function TypeIcons({ types }: { types: readonly string[] }) {
  const [shown, setShown] = useState(false);
  const namesId = useId();
  const names = types.map(consultTooltip);
  return (
    <div className="type-icons">
      <button
        type="button"
        className="type-icons-button"
        aria-label={enBooking.selection.types(names.join(', '))}
        aria-expanded={shown}
        aria-controls={namesId}
        onClick={() => setShown((s) => !s)}
      >
        {types.map((type) => (
          <span key={type} className="type-icon" data-tip={consultTooltip(type)}>
            <img src={consultIcon(type)} alt="" width={20} height={20} />
          </span>
        ))}
      </button>
      <p id={namesId} className="type-icons-names" hidden={!shown}>
        {names.join(' · ')}
      </p>
    </div>
  );
}

import { enFlow } from '../../../i18n/enFlow';

interface PrematureFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** 'Born at less than 35 weeks?' (spec §2), offered while the child is 18 or younger. */
export function PrematureField({ checked, onChange }: PrematureFieldProps) {
  return (
    <div className="check-field">
      <input
        id="premature"
        className="check-input"
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby="premature-hint"
      />
      <label htmlFor="premature" className="check-label">
        {enFlow.intake.child.premature}
        <span id="premature-hint" className="field-hint">
          {enFlow.intake.child.prematureHint}
        </span>
      </label>
    </div>
  );
}

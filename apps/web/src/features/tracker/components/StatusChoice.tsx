import { RadioLabel } from '../../../components/RadioLabel';
import { enTracker } from '../../../i18n/enTracker';
import { type Intervention, STATUS_CHOICES } from '../goalForm';

interface StatusChoiceProps {
  value: Intervention | null;
  onChoose: (value: Intervention) => void;
}

/**
 * Not yet / Sometime / Frequently (spec §4 "Goals"): three buttons of one radio group, native
 * radios under them. A choice the form refuses for now (Not yet waiting for the removal question)
 * leaves the checked one as it was: the input is controlled.
 */
export function StatusChoice({ value, onChoose }: StatusChoiceProps) {
  return (
    <div className="status-choice" role="radiogroup" aria-labelledby="goal-status-legend">
      <span id="goal-status-legend" className="field-label status-choice-label">
        {enTracker.form.status}
      </span>
      <div className="status-choice-row">
        {STATUS_CHOICES.map((choice) => {
          const checked = choice.value === value;
          return (
            <RadioLabel
              key={choice.key}
              block="status-option"
              className={`status-option--${choice.key}`}
              radio={{
                id: `goal-status-${choice.key}`,
                name: 'goal-status',
                value: choice.value,
                className: 'chip-input',
              }}
              checked={checked}
              onChoose={() => onChoose(choice.value)}
            >
              {enTracker.form[choice.key]}
            </RadioLabel>
          );
        })}
      </div>
    </div>
  );
}

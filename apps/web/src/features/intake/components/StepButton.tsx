import { MinusIcon, PlusIcon } from '../../../components/moreIcons';

/** A value the parent sets with minus and plus beside it: what the field shows, and how it reports a change. */
export interface SteppedFieldProps<Value> {
  value: Value;
  onChange: (value: Value) => void;
  invalid?: boolean;
}

interface StepButtonProps {
  /** Minus or plus. */
  step: -1 | 1;
  /** The id of the input it changes. */
  controls: string;
  label: string;
  /** The smaller button, beside a slider. */
  small?: boolean;
  onStep: () => void;
  disabled?: boolean;
}

/** The minus or plus button beside a value the parent sets (the height, the weight). */
export function StepButton({ step, controls, label, small, onStep, disabled }: StepButtonProps) {
  const StepIcon = step < 0 ? MinusIcon : PlusIcon;
  const size = small ? 20 : 22;
  return (
    <button
      type="button"
      className={small ? 'stepper-button stepper-button--small' : 'stepper-button'}
      onClick={onStep}
      disabled={disabled}
      aria-label={label}
      aria-controls={controls}
    >
      <StepIcon width={size} height={size} />
    </button>
  );
}

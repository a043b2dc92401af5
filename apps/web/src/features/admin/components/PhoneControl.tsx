import type { Control, FieldValues, Path } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { PhoneField } from '../../../components/phone/PhoneField';
import type { PhoneValue } from '../../../components/phone/phoneValue';

interface PhoneControlProps<V extends FieldValues, R> {
  control: Control<V, unknown, R>;
  name: Path<V>;
  id: string;
  label: string;
  hint?: string;
}

/**
 * The app's phone field (country, India first, and number) as a field of a back-office form. The
 * server checks the number for its country and names `mobileCode` or `mobileNumber` when it
 * refuses it: the form shows that message here.
 */
export function PhoneControl<V extends FieldValues, R>({ control, name, id, label, hint }: PhoneControlProps<V, R>) {
  const { field, fieldState } = useController({ control, name });
  const hintId = `${id}-hint`;
  return (
    <div className="admin-phone">
      <PhoneField
        id={id}
        label={label}
        value={field.value as PhoneValue}
        onChange={field.onChange}
        error={fieldState.error?.message}
        describedBy={hint ? hintId : undefined}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

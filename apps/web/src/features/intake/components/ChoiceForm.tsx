import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Choice, ChoiceTiles } from '../../../components/ChoiceTiles';
import { IntakeActions } from './IntakeActions';

interface ChoiceFormProps<T extends string> {
  /** The radio group's name; also the prefix of its ids. */
  name: string;
  /** The id of the text above that names the group. */
  labelledBy: string;
  options: readonly Choice<T>[];
  /** The form's check: `choice` must be one of the options (a field of the contract's request). */
  schema: z.ZodType<{ choice: T }, { choice: string | undefined }>;
  /** The choice kept so far (Back and forward keep it). */
  value: string | undefined;
  /** A choice, kept at once. */
  onChoose: (value: T) => void;
  /** What is said, by the group and in a toast, when Continue finds no choice. */
  warning: string;
  onContinue: (value: T) => Promise<void> | void;
  backFallback: string;
  busy?: boolean;
}

/**
 * An intake screen's one question (the age band, the reason): one choice among tiles, with Back
 * and Continue; Continue without a choice says so and sends nothing.
 */
export function ChoiceForm<T extends string>(props: ChoiceFormProps<T>) {
  const { name, labelledBy, options, schema, value, onChoose, warning, onContinue, backFallback, busy } = props;
  const form = useForm<{ choice: string | undefined }, unknown, { choice: T }>({
    resolver: zodResolver(schema),
    defaultValues: { choice: options.some((o) => o.value === value) ? value : undefined },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { field } = useController({ name: 'choice', control: form.control });
  const warned = Boolean(form.formState.errors.choice);
  const warningId = `${name}-warning`;

  const onSubmit = form.handleSubmit(
    async ({ choice }) => {
      if (!busy) await onContinue(choice);
    },
    // The warning is said once, under the choices (no toast as well).
  );

  return (
    <form className="form intake-form" onSubmit={onSubmit} noValidate>
      <ChoiceTiles<T>
        name={name}
        labelledBy={labelledBy}
        options={options}
        value={options.find((o) => o.value === field.value)?.value}
        onChange={(choice) => {
          field.onChange(choice);
          form.clearErrors('choice');
          onChoose(choice);
        }}
        invalid={warned}
        describedBy={warned ? warningId : undefined}
      />
      {warned && (
        <p id={warningId} className="alert-box intake-warning" role="alert">
          {warning}
        </p>
      )}
      <IntakeActions backFallback={backFallback} busy={busy} />
    </form>
  );
}

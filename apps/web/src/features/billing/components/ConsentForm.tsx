import { ADULT_RELATIONS, callBackConsent, phoneForConsent, teleconsultationConsent } from '@app/contract/consent';
import { ChoiceTiles } from '../../../components/ChoiceTiles';
import { FieldError } from '../../../components/Field';
import { TextField } from '../../../components/TextField';
import { enBilling } from '../../../i18n/enBilling';
import { type ConsentDraft, type ConsentField, doctorCalls } from '../consent';

interface ConsentFormProps {
  draft: ConsentDraft;
  onChange: (next: ConsentDraft) => void;
  /** Shown after Pay now found something missing. */
  problems: Partial<Record<ConsentField, string>>;
  /** The child's first name, as the consent names them. */
  child: string;
  /** The number the doctor would call, E.164. */
  phone: string;
  consultType: string | undefined;
}

const relations = ADULT_RELATIONS.map((value) => ({ value, label: enBilling.consent.relations[value] }));

/**
 * Who consults for the child, and the consent in the words the server records (the contract's
 * consent.ts): for the child and to a teleconsultation; and to the doctor's call, needed when the
 * doctor phones (every type but video).
 */
export function ConsentForm({ draft, onChange, problems, child, phone, consultType }: ConsentFormProps) {
  const t = enBilling.consent;
  const set = (change: Partial<ConsentDraft>) => onChange({ ...draft, ...change });
  return (
    <section className="billing-consent" aria-labelledby="consent-heading">
      <h2 id="consent-heading" className="billing-consent-heading">
        {t.heading}
      </h2>
      <p className="billing-consent-lead">{t.lead}</p>
      <TextField
        id="consent-adult-name"
        label={t.adultName}
        autoComplete="name"
        maxLength={80}
        value={draft.adultName}
        error={problems.adultName}
        onChange={(e) => set({ adultName: e.target.value })}
      />
      <p id="consent-relation-label" className="field-label">
        {t.relation}
      </p>
      <ChoiceTiles
        name="consent-relation"
        labelledBy="consent-relation-label"
        variant="chip"
        options={relations}
        value={draft.adultRelation}
        onChange={(adultRelation) => set({ adultRelation })}
        invalid={Boolean(problems.adultRelation)}
        describedBy="consent-relation-error"
      />
      <FieldError id="consent-relation-error" message={problems.adultRelation} />
      <ConsentBox
        id="consent-teleconsultation"
        label={teleconsultationConsent(child)}
        checked={draft.consent}
        error={problems.consent}
        onChange={(consent) => set({ consent })}
      />
      <ConsentBox
        id="consent-call-back"
        label={callBackConsent(phoneForConsent(phone))}
        checked={draft.callBack}
        error={doctorCalls(consultType) ? problems.callBack : undefined}
        onChange={(callBack) => set({ callBack })}
      />
    </section>
  );
}

function ConsentBox(props: {
  id: string;
  label: string;
  checked: boolean;
  error?: string;
  onChange: (v: boolean) => void;
}) {
  const { id, label, checked, error, onChange } = props;
  return (
    <div className="billing-consent-box">
      <div className="check-field">
        <input
          id={id}
          className="check-input"
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id} className="check-label">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

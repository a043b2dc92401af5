import { type FormEvent, useState } from 'react';
import { enAdminHours } from '../../../i18n/enAdminHours';
import { type Choice, SelectField } from './Fields';

const t = enAdminHours.another;

/** Choosing a clinic the doctor has no hours at yet, to give them their first there. */
export function AnotherClinic({ clinics, onStart }: { clinics: readonly Choice[]; onStart(clinicID: number): void }) {
  const [error, setError] = useState<string>();

  function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = String(new FormData(event.currentTarget).get('clinicID') ?? '');
    setError(chosen ? undefined : t.missing);
    if (chosen) onStart(Number(chosen));
  }

  return (
    <section className="staff-panel" aria-labelledby="another-clinic-heading">
      <h3 className="admin-panel-heading" id="another-clinic-heading">
        {t.heading}
      </h3>
      {clinics.length === 0 ? (
        <p className="admin-muted">{t.none}</p>
      ) : (
        <form className="admin-search" onSubmit={start} noValidate>
          <SelectField
            id="another-clinic"
            name="clinicID"
            label={t.clinic}
            placeholder={t.choose}
            choices={clinics}
            error={error}
          />
          <button type="submit" className="btn btn-secondary">
            {t.start}
          </button>
        </form>
      )}
    </section>
  );
}

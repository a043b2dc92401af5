import { messages } from '@app/contract/messages';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/databaseErrors';
import { badRequest, conflict } from '../../../lib/errors';
import * as prescriptions from '../prescriptions.repo';
import { genericName, medicineLists, type PrescribingContext, permittedNames, refusalOf } from './medicineLists';

/**
 * The consultation's prescriptions as the doctor writes them: every medicine checked against the
 * lists teleconsultation may prescribe from (a refused one is named, on its own field), generic
 * names stored in capitals, and every save the next version (never an update: a correction keeps
 * the earlier one).
 */
export function prescribingSide({ db }: { db: Db }) {
  /** 400 naming the first medicine this consultation may not prescribe, and its row. */
  function mustBePermitted(medicines: readonly { name: string }[], context: PrescribingContext) {
    const lists = medicineLists();
    medicines.forEach((m, i) => {
      const refusal = refusalOf(lists, m.name, context);
      if (refusal) throw badRequest(refusal, `medicines.${i}.name`);
    });
  }

  return {
    /** The generic names the console's form suggests for a consultation of this kind. */
    permittedMedicines: (context: PrescribingContext) => permittedNames(medicineLists(), context),

    /** The next version of the consultation's prescription, with its medicines, in one transaction. */
    async writePrescription(
      row: prescriptions.NewPrescription,
      medicines: prescriptions.NewMedicine[],
      context: PrescribingContext,
      /** Runs in the saving transaction (the audit record of who wrote it): both stay, or neither. */
      alongside?: (tx: Db, saved: { prescriptionId: number; version: number; rxNumber: string }) => Promise<void>,
    ) {
      mustBePermitted(medicines, context);
      const printed = medicines.map((m) => ({ ...m, name: genericName(m.name) }));
      try {
        return await db.transaction(async (tx) => {
          const saved = await prescriptions.insertPrescription(tx, row, printed);
          await alongside?.(tx, saved);
          return saved;
        });
      } catch (e) {
        // Two saves at once read the same latest version: the unique index kept one; the other is told.
        if (isUniqueViolation(e)) throw conflict(messages.prescriptionSavedJustNow);
        throw e;
      }
    },
  };
}

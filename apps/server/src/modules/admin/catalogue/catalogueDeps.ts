import { messages } from '@app/contract/messages';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { conflict } from '../../../lib/errors';
import type { FileStorage } from '../../../providers/storage';

/** What the catalogue's services need: the database, the clock, the pictures' storage and the bookings. */
export interface CatalogueDeps {
  db: Db;
  now: () => Date;
  config: Pick<Config, 'DOCTOR_FEE_CEILING_RUPEES'>;
  storage: FileStorage;
  consultations: {
    upcomingFor(
      scope: { doctorId: number } | { clinicId: number },
      limit: number,
      tx?: Db,
    ): Promise<{
      rows: { id: number; slotStart: Date; doctorName: string; timeZone: string }[];
      total: number;
    }>;
  };
}

/** How many upcoming consultations a refusal names before 'and N more'. */
export const LISTED_UPCOMING = 10;

/** '#123 Dr. Asha Rao, 3 Dec 2026 10:00 AM' in the clinic's zone: what an operator must move or cancel. */
export function upcomingLabels(rows: { id: number; slotStart: Date; doctorName: string; timeZone: string }[]) {
  return rows.map(
    (r) => `#${r.id} ${r.doctorName}, ${format(new TZDate(r.slotStart.getTime(), r.timeZone), 'd MMM yyyy h:mm a')}`,
  );
}

/** Refused (409, listing them) while consultations are upcoming for the doctor or at the clinic. */
export async function refuseWhileUpcoming(
  deps: CatalogueDeps,
  tx: Db,
  scope: { doctorId: number } | { clinicId: number },
  what: string,
) {
  const upcoming = await deps.consultations.upcomingFor(scope, LISTED_UPCOMING, tx);
  if (upcoming.total > 0)
    throw conflict(
      messages.adminUpcomingConsultations(what, upcomingLabels(upcoming.rows), upcoming.total - upcoming.rows.length),
    );
}

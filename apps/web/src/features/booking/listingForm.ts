/**
 * Confirm's check on /doctor-apointment: the choices must make the listing query of
 * /doctor-selection, the contract's own DoctorSlotQuery, with a day of the strip (the spec's
 * 'Please select date.' otherwise).
 */
import { messages } from '@app/contract/messages';
import { DoctorSlotQuery } from '@app/contract/schemas/catalog';
import { z } from 'zod';
import type { BookingChoices } from './choices';

/** The query takes ids as text, as they come in a URL. */
const idText = (id: number | undefined) => (id === undefined ? undefined : String(id));

export function listingForm(days: readonly { iso: string }[]) {
  return z.custom<BookingChoices>().superRefine((choices, context) => {
    const onStrip = days.some((day) => day.iso === choices.date);
    const query = DoctorSlotQuery.safeParse({
      dt: onStrip ? choices.date : '',
      appointmentType: choices.consultType,
      doctorId: idText(choices.doctorId),
      speciality: idText(choices.specialityId),
      clinicId: idText(choices.clinicId),
      type: choices.language,
    });
    for (const refusal of query.error?.issues ?? []) {
      // A missing or stale day is the spec's message; the rest are the contract's words.
      const message = refusal.path[0] === 'dt' ? messages.selectDate : refusal.message;
      context.addIssue({ code: 'custom', path: [refusal.path[0] === 'dt' ? 'date' : 'root'], message });
    }
  });
}

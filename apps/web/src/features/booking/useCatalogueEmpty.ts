import { useGetDoctorsQuery } from './api/bookingApi';

/**
 * True once the doctors list has loaded empty: there is no doctor to book on any day (a new
 * installation, or every doctor removed), not merely none on the chosen date. `doctorsShown`: a
 * screen already showing doctors knows the answer, and does not ask for the whole list.
 */
export function useCatalogueEmpty(patientId: number | undefined, doctorsShown = false): boolean {
  const doctors = useGetDoctorsQuery(patientId, { skip: doctorsShown });
  return !doctorsShown && doctors.data !== undefined && doctors.data.data.length === 0;
}

import { useGetDoctorsQuery } from './api/bookingApi';

/**
 * True once the doctors list has loaded empty: there is no doctor to book on any day (a new
 * installation, or every doctor removed), not merely none on the chosen date.
 */
export function useCatalogueEmpty(patientId: number | undefined): boolean {
  const doctors = useGetDoctorsQuery(patientId);
  return doctors.data !== undefined && doctors.data.data.length === 0;
}

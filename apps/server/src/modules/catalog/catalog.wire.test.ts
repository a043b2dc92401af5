import { DoctorSlotResponse } from '@app/contract/schemas/catalog';
import { describe, expect, it } from 'vitest';
import { listingJson, toListingResponse } from './catalog.wire';
import type { DoctorListing } from './engine/listing';

const slot = (minute: number, consultType: string, feePaise: number) => ({
  startsAt: 1_795_000_000_000 + minute * 60_000,
  label: `${String(Math.floor(minute / 60) % 12 || 12).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')} ${minute < 720 ? 'AM' : 'PM'}`,
  group: minute < 720 ? ('Morning' as const) : ('Evening' as const),
  consultType,
  feePaise,
  doctorId: 7,
});

const listing: DoctorListing = {
  cards: [
    {
      doctorId: 7,
      doctorName: 'Dr. Asha "Ash" D’Souza\\\u00e9 \u{1F600}',
      gender: 'Female',
      imagePath: null,
      speciality: 'Paediatrics',
      languages: ['english'],
      experienceYears: 12,
      qualification: 'MBBS, MD </script>',
      registrationNumber: 'KMC "12" \\ 3',
      clinicId: 3,
      clinicName: 'Clinic\nNorth',
      consultTypes: ['video', 'follow up'],
      slots: [slot(540, 'video', 49_950), slot(1080, 'follow up', 0)],
    },
    {
      doctorId: 8,
      doctorName: 'Ravi',
      gender: 'Male',
      imagePath: '/doctors/8.jpg',
      speciality: 'ENT',
      languages: [],
      experienceYears: 0,
      qualification: '',
      registrationNumber: '',
      clinicId: 1,
      clinicName: 'C',
      consultTypes: [],
      slots: [],
    },
  ],
  slotCount: 41,
  totalDoctors: 9,
};

describe('the listing written as JSON', () => {
  it('is what the schema makes of the same answer, in ASCII (byte for byte but for the escapes)', () => {
    const written = listingJson(listing);
    expect(written).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(written)).toEqual(DoctorSlotResponse.parse(toListingResponse(listing)));
    expect(written).toBe(
      JSON.stringify(DoctorSlotResponse.parse(toListingResponse(listing))).replace(
        /[\u0080-\uffff]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      ),
    );
    const empty = { cards: [], slotCount: 0, totalDoctors: 0 };
    expect(listingJson(empty)).toBe(JSON.stringify(DoctorSlotResponse.parse(toListingResponse(empty))));
  });
});

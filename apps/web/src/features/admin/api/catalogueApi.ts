/**
 * The back office's catalogue calls (specialities, clinics, doctors, banners), signed with the
 * operator's token like the rest of the back office (signed.ts). What a save or a retirement
 * changed is asked again from the server: lists, the doctor's page and the doctor form's choices.
 */
import { api } from '../../../app/api';
import { FRESH, signed } from './signed';

const TAGS = ['AdminSpecialities', 'AdminClinics', 'AdminDoctors', 'AdminBanners'] as const;
type Tag = (typeof TAGS)[number];

/** A change to `tags`, asked again once it is done or refused (a refusal may mean it changed meanwhile). */
const changes = (...tags: Tag[]) => ({ invalidatesTags: tags });

export const catalogueApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    adminSpecialities: build.query({ ...signed('adminSpecialities'), providesTags: ['AdminSpecialities'], ...FRESH }),
    // A speciality's name shows on the doctors, and the doctor form offers the serving ones.
    adminSaveSpeciality: build.mutation({
      ...signed('adminSaveSpeciality'),
      ...changes('AdminSpecialities', 'AdminDoctors'),
    }),
    adminRetireSpeciality: build.mutation({
      ...signed('adminRetireSpeciality'),
      ...changes('AdminSpecialities', 'AdminDoctors'),
    }),
    adminClinics: build.query({ ...signed('adminClinics'), providesTags: ['AdminClinics'], ...FRESH }),
    adminSaveClinic: build.mutation({ ...signed('adminSaveClinic'), ...changes('AdminClinics') }),
    adminRetireClinic: build.mutation({ ...signed('adminRetireClinic'), ...changes('AdminClinics') }),
    adminDoctors: build.query({ ...signed('adminDoctors'), providesTags: ['AdminDoctors'], ...FRESH }),
    adminDoctor: build.query({ ...signed('adminDoctor'), providesTags: ['AdminDoctors'], ...FRESH }),
    adminDoctorChoices: build.query({
      ...signed('adminDoctorChoices'),
      providesTags: ['AdminSpecialities'],
      ...FRESH,
    }),
    adminSaveDoctor: build.mutation({ ...signed('adminSaveDoctor'), ...changes('AdminDoctors', 'AdminSpecialities') }),
    adminDoctorPhoto: build.mutation({ ...signed('adminDoctorPhoto'), ...changes('AdminDoctors') }),
    adminVerifyRegistration: build.mutation({ ...signed('adminVerifyRegistration'), ...changes('AdminDoctors') }),
    adminRetireDoctor: build.mutation({
      ...signed('adminRetireDoctor'),
      ...changes('AdminDoctors', 'AdminSpecialities'),
    }),
    adminBanners: build.query({ ...signed('adminBanners'), providesTags: ['AdminBanners'], ...FRESH }),
    adminSaveBanner: build.mutation({ ...signed('adminSaveBanner'), ...changes('AdminBanners') }),
    adminRetireBanner: build.mutation({ ...signed('adminRetireBanner'), ...changes('AdminBanners') }),
  }),
});

export const {
  useAdminSpecialitiesQuery,
  useAdminSaveSpecialityMutation,
  useAdminRetireSpecialityMutation,
  useAdminClinicsQuery,
  useAdminSaveClinicMutation,
  useAdminRetireClinicMutation,
  useAdminDoctorsQuery,
  useAdminDoctorQuery,
  useAdminDoctorChoicesQuery,
  useAdminSaveDoctorMutation,
  useAdminDoctorPhotoMutation,
  useAdminVerifyRegistrationMutation,
  useAdminRetireDoctorMutation,
  useAdminBannersQuery,
  useAdminSaveBannerMutation,
  useAdminRetireBannerMutation,
} = catalogueApi;

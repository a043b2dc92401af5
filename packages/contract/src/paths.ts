/**
 * API paths by operationId, with no schema code, so the web app can import them without pulling
 * zod into the first screen. `routes.ts` attaches the schemas to the same paths.
 */
export const paths = {
  addGuestPhone: '/api/App/AddGuestPhone',
  verifyGuestOtp: '/api/App/VerifyGuestOtp',
  getSessionUser: '/api/App/GetSessionUser',
  logout: '/api/App/Logout',
  getCaptchaChallenge: '/api/App/GetCaptchaChallenge',
  getClientConfig: '/api/App/GetClientConfig',
  devOutbox: '/api/dev/outbox',
  getAllRelation: '/api/App/GetAllRelation',
  addGuestProfile: '/api/App/AddGuestProfile',
  modifyGuestInfo: '/api/App/ModifyGuestInfo',
  saveUserDetails: '/api/App/SaveUserDetails',
  getUserDetails: '/api/App/GetUserDetails',
  getAllDoctorEntity: '/api/Users/GetAllDoctorEntity',
  getClinicInfoEntityWise: '/api/Admin/GetClinicInfoEntityWise',
  getSpecialityInfo: '/api/Caregiver/GetSpecialityInfo',
  getAllDoctorSlot: '/api/App/GetAllDoctorSlot',
  getAllSlot: '/api/App/GetAllSlot/',
  getAllSlotTime: '/api/App/GetAllSlotTime',
  getAllDisplayTextType: '/api/App/GetAllDisplayTextType',
  getDocSlotFollowupValidation: '/api/App/GetDocSlotFollowupValidation',
  addBookConsultAppointmentInfo: '/api/App/AddBookConsultAppointmentInfo',
  getDoctorProfile: '/api/Users/GetDoctorProfile',
} as const;

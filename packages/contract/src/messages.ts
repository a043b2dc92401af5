/**
 * The message catalogue: spec §8 in the spec's words (plain misspellings in prose corrected),
 * plus the messages the server needs that the spec does not show (marked "ours"). Its first
 * screen's part (signInMessages.ts) and the part every screen may show (commonMessages.ts) are
 * modules of their own, so the app's first download does not carry the whole catalogue.
 */
import { commonMessages } from './commonMessages';
import { signInMessages } from './signInMessages';

export const messages = {
  ...signInMessages,
  // Members and intake
  memberNotFound: 'We could not find that member.', // ours
  memberIdInvalid: 'userId must be the id of one of your members.', // ours
  accountHolderExists: 'The account holder is already a member; choose another relation.', // ours
  dobInFuture: 'dob cannot be in the future.', // ours
  dobTooOld: 'dob must be after 1900.', // ours
  memberSaved: 'Saved', // ours
  receiptNotFound: 'We could not find that receipt.', // ours
  // Registration (ours)
  registered: 'You are registered. Welcome!',
  alreadyRegistered: 'This account is already registered.',
  acceptTerms: 'Please accept the terms of use to register.',
  acceptPrivacy: 'Please accept the privacy notice to register.',
  legalVersionChanged: 'The terms or the privacy notice changed while you were reading. Please read them again.',
  // Catalogue and booking (ours unless marked)
  slotTaken: 'This slot was just taken. Please choose another.',
  slotPast: 'This time has already passed. Please choose a later slot.',
  slotNotOffered: 'This doctor does not see patients at that time. Please choose one of the slots shown.',
  consultTypeNotOffered: 'This doctor does not offer that kind of consultation.',
  consultTypeUnavailable: 'This kind of consultation is not available yet. Please choose another.',
  emergencyNotBooked: 'An emergency cannot wait for a booking: call 112 or go to the nearest hospital now.',
  dateOutsideWindow: 'Please choose a date within the next 15 days.',
  doctorUnknown: 'We could not find that doctor.',
  clinicUnknown: 'We could not find that clinic.',
  specialityUnknown: 'We could not find that speciality.',
  followupEligible: 'You can book a follow up with this doctor.',
  followupNotEligible: 'A follow up is possible only within 7 days of a completed consultation with this doctor.',
  consultRequested: 'Slot held for 10 minutes',
  // Payments (ours unless marked)
  amountMismatch: 'Amount mismatch',
  holdExpired: 'The 10 minutes to pay for this slot are over. Please choose the slot again.',
  nothingToPay: 'No consultation is waiting for payment.',
  orderNotFound: 'We could not find that order.',
  paymentNotVouched: 'This payment result could not be confirmed with the payment gateway.',
  paymentPending: 'Waiting for the payment',
  paymentRefundDue: 'Your payment was received but the slot was taken meanwhile. The full amount will be refunded.',
  // The consultation (spec §2 doctor-confirmed, doctor-oncall)
  consultationConfirmed: 'Your consultation with our doctor is confirmed!',
  doctorCallingNow: 'Our doctor is calling you now. Please keep your phone close.', // spec §2 audio (worded ours)
  reminderNote: 'We will remind you 10 minutes before your consultation.', // spec §2 reminder (worded ours)
  callStartsIn: 'Your consultation call will start in',
  callEnded: 'Your call with our doctor has ended!',
  prescriptionPreparing: 'Your prescription is being prepared and will appear under Prescriptions shortly.', // spec §2 (worded ours)
  consultationNotFound: 'We could not find that consultation.', // ours
  // Cancel and reschedule (ours)
  cancelled: 'Your consultation is cancelled.',
  cancelledRefundStarted: 'Your consultation is cancelled. The full amount is being refunded.',
  cancelledRefunded: 'Your consultation is cancelled and the full amount has been refunded.',
  cancelInProgress: 'Your cancellation is being processed. Please check again in a minute.',
  cancelNotBooked: 'Only a booked consultation that has not started can be cancelled or moved.',
  refundRefused:
    'The payment gateway did not accept the refund, so your consultation is still booked. Please try again later or call the clinic.',
  refundUnreachable:
    'We could not reach the payment gateway, so your consultation is still booked. Please try again in a minute.',
  rescheduled: 'Your consultation has been moved to the new time.',
  changeClosed: 'It is too close to the consultation to cancel or move it here. Please contact the clinic:',
  rescheduledAlready: 'A consultation can be moved only once. You can still cancel it for a refund.',
  // The on-duty queue (ours, docs/decisions/0038)
  nextAvailableDoctor: 'The next available doctor',
  queueJoined: 'Your place is kept while you pay.',
  queueNobodyOnDuty: 'No doctor is on duty for that right now. Please book a slot instead.',
  queueTypeNotOffered: 'Only audio and video calls can be taken from the queue.',
  queueNobodyWaiting: 'Nobody is waiting.',
  queueNotOnDuty: "Switch on 'Available for instant consultations' to take parents from the queue.",
  dutyNeedsTypesAndLanguages: 'Choose at least one call type and one language to go on duty.',
  dutyTypeNotOffered: (what: string) => `You do not offer ${what}; it cannot be part of your duty.`,
  queueCannotReschedule: 'A place in the queue cannot be moved to a time. You can leave the queue for a full refund.',
  queueAlreadyCalled: 'A doctor has already called you, so you can no longer leave the queue for a refund.',
  queueTaken: 'A doctor is calling you now.',
  queueNotCalledYet: 'You are in the queue: the doctor who takes your place will call you.',
  queueExpiredSms: (minutes: number, rupees: string) =>
    `Sorry: no doctor could take your call within ${minutes} minutes. Your ${rupees} is being refunded in full.`,
  queueNoAnswerSms: (rupees: string) =>
    `Our doctor called you twice and could not reach you. Your ${rupees} is being refunded in full.`,
  // Open payments: a hold left unpaid, resumed or cancelled from the home (ours)
  paymentCancelled: 'Payment cancelled. The slot is free again.',
  paymentCancelPaid:
    'This consultation is already paid, so it is booked. You can cancel it from your consultations for a refund.',
  paymentCancelClosed: 'This payment is already closed.',
  rescheduleSameSlot: 'Your consultation is already at that time. Please choose another slot.',
  consultationNotPaid: 'This consultation has not been paid for yet.', // ours
  consultationClosed: 'This consultation is already completed.', // ours
  waitingRoomNotOpen: 'The waiting room opens 10 minutes before the consultation.', // ours
  waitingRoomClosed:
    'The waiting room has closed: the doctor did not start this consultation in time. Please contact the clinic.', // ours
  callRequested: 'The doctor will call you shortly.', // ours
  callAlreadyRequested: 'The doctor has already been asked to call you.', // ours
  callerNotYours: 'Calls can only be made to your own registered number.', // ours
  callFailed: 'We could not place the call just now. Please try again in a minute.', // ours
  noAudioConsultation: 'There is no audio consultation waiting for a call.', // ours
  videoScriptFailed: 'The video call could not be loaded. We can call you on your phone instead.', // ours
  /** A doctor as an SMS or WhatsApp message names them (Telemedicine Practice Guidelines 2020: with the registration number). */
  doctorWithRegistration: (name: string, registration: string | null) =>
    registration ? `${name} (Reg. no. ${registration})` : name, // ours
  /** The booking confirmation, by SMS and WhatsApp, once the consultation is paid (decision 0055). */
  bookingConfirmedSms: (doctor: string, time: string, link: string) =>
    `Booked: your consultation with ${doctor} on ${time}. Join the waiting room from 10 minutes before: ${link}`, // ours
  reminderSms: (doctor: string, time: string, link: string) =>
    `Reminder: your consultation with ${doctor} starts at ${time}. Join the waiting room from 10 minutes before: ${link}`, // ours
  prescriptionSaved: 'Prescription saved. The parent can see it now.', // ours
  signedOut: 'Signed out.', // ours: the answer to every sign-out (parents, doctors, operators)
  prescriptionSavedJustNow: 'This prescription was saved again just now. Reload to see the latest version.', // ours
  prescriptionCorrected: (version: number) =>
    `Correction saved as version ${version}. The earlier version is kept; the parent sees this one.`, // ours
  followUpNotAfter: 'The follow-up date must be after the date of the prescription.', // ours
  medicineNotListed: (name: string) =>
    `${name} is not on the list of medicines that may be prescribed by teleconsultation.`, // ours
  medicineProhibited: (name: string, list: string) =>
    `${name} is ${list} and cannot be prescribed by teleconsultation.`, // ours
  medicineNeedsVideo: (name: string) =>
    `${name} is on List A: on a first consultation it can be prescribed only by video.`, // ours
  medicineNeedsInPerson: (name: string) =>
    `${name} is on List B: only on a follow-up of a child you saw in person for this condition.`, // ours
  medicineNotByTeleconsultation: (name: string) => `${name} cannot be prescribed in this kind of consultation.`, // ours
  prescriptionNotFound: 'We could not find that prescription.', // ours
  consultationCompleted: 'Consultation marked as completed.', // ours
  parentCallPlaced: 'Calling the parent now.', // ours
  // The doctor's console (ours)
  consoleNotADoctor: 'If this number belongs to a doctor, an OTP has been sent to it.',
  consoleSessionMissing: "Please sign in to the doctor's console.",
  consoleTooEarly: (slot: string, opensAt: string) =>
    `This consultation is at ${slot}. You can start the call, write the prescription or mark it completed from ${opensAt}, when the parent's waiting room opens.`,
  consoleCallNotStarted:
    'Start the call before marking this consultation completed. If the parent did not join, mark it as a no-show instead.',
  consoleNoShowTooEarly: (slot: string) =>
    `The parent is not late yet: you can mark a no-show once the consultation's time (${slot}) has begun.`,
  consultationNoShowClosed: 'This consultation was closed because the parent did not join.',
  consultationNoShowMarked: 'Marked as a no-show: the parent did not join.',
  // The back office: operators and their roles (ours, decision 0050)
  adminOtpSent: 'If this number belongs to an operator, an OTP has been sent to it.',
  adminSessionMissing: 'Please sign in to the back office.',
  adminRoleNeeded: (roles: readonly string[]) => `This needs the ${roles.join(' or ')} role.`,
  adminOperatorExists: 'An operator with this number already exists.',
  adminOperatorNotFound: 'We could not find that operator.',
  adminOperatorAlreadyRetired: 'This operator is already retired.',
  adminCannotRetireSelf: 'You cannot retire yourself. Ask another owner to do it.',
  adminLastOwner: 'The last owner cannot be retired. Make another owner first.',
  adminOperatorRetired: 'The operator is retired and signed out everywhere.',
  /** The back office's catalogue (decision 0051). */
  adminSpecialityNotFound: 'We could not find that speciality.',
  adminSpecialityExists: 'A speciality with this name already exists.',
  adminSpecialityRetired: 'The speciality is retired: new doctors cannot be given it.',
  adminSpecialityInUse: (names: readonly string[], more: number) =>
    `Doctors still have this speciality: ${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}. Give them another first.`,
  adminClinicNotFound: 'We could not find that clinic.',
  adminClinicRetired: 'The clinic is retired: its hours no longer offer slots.',
  adminDoctorNotFound: 'We could not find that doctor.',
  adminDoctorRetired: 'The doctor is retired: parents can no longer book them.',
  adminAlreadyRetired: 'This is already retired.',
  adminRetiredUnchanged: 'A retired entry cannot be changed.',
  adminUpcomingConsultations: (what: string, list: readonly string[], more: number) =>
    `${what} has upcoming consultations: ${list.join('; ')}${more > 0 ? `; and ${more} more` : ''}. Move or cancel them first.`,
  adminFeeTooHigh: (ceiling: number) => `The fee must be at most ₹${ceiling}.`,
  adminFeeTypeNotOffered: (type: string) =>
    `The doctor does not offer ${type} consultations: a fee for them has no use.`,
  adminFollowUpFree: 'A follow up is always free: it has no fee of its own.',
  adminUnknownCouncil: 'Choose a registration body from the list.',
  adminCouncilNotForKind: (council: string, kind: string) => `${council} does not register a ${kind}.`,
  adminBadRegistration: (council: string, example: string) =>
    `This is not a ${council} registration number. It looks like ${example}.`,
  adminRegistrationTaken: 'Another doctor already has this registration number.',
  adminDoctorPhoneTaken: 'Another doctor signs in to the console with this number.',
  adminAlreadyVerified: 'This registration number is already verified.',
  adminPhotoNotImage: 'The photo must be a JPEG, PNG or WebP image.',
  adminPhotoTooBig: (megabytes: number) => `The photo must be at most ${megabytes} MB.`,
  adminPhotoTooSmall: (pixels: number) => `The photo must be at least ${pixels} × ${pixels} pixels.`,
  adminPhotoUnreadable: 'We could not read this image. Try another file.',
  adminBannerNotFound: 'We could not find that banner.',
  adminBannerImageNeeded: 'Choose a picture for the banner.',
  /** The care plans on sale (decision 0056). */
  adminPlanNotFound: 'We could not find that plan.',
  adminPlanExists: 'A plan on sale already has this name.',
  adminPlanTermsSold: (sold: number) =>
    `This plan has been bought ${sold === 1 ? 'once' : `${sold} times`}: what it gives (children, free consultations, free follow-ups) stays as parents bought it. Retire it and add a new plan with the new terms.`,
  adminPlanRetired: 'The plan is retired: it is no longer on sale. Periods already bought run to their end.',
  adminSaved: 'Saved.',
  /** A doctor's hours and days off (decision 0052). */
  hoursEndBeforeStart: (row: string) => `${row}: the hours must end after they start.`,
  hoursNotDivisible: (row: string, slot: number) => `${row} does not divide into ${slot}-minute slots.`,
  hoursOverlap: (row: string, other: string) => `${row} overlaps ${other}.`,
  hoursTypeNotOffered: (type: string) => `The doctor does not offer ${type} consultations: add it to the doctor first.`,
  leaveRangeBackwards: 'The last day of leave must be on or after the first.',
  leaveTooLong: (days: number) => `Leave can be at most ${days} days at a time.`,
  leaveInPast: 'Leave cannot start before today.',
  dayOffOverBookings: (list: readonly string[], more: number) =>
    `There are consultations booked on those days: ${list.join('; ')}${more > 0 ? `; and ${more} more` : ''}. Move or cancel each with a refund first.`,
  extraHoursNotFound: 'We could not find those extra hours.',
  extraHoursNeedWeekly: 'Give the doctor weekly hours at this clinic first: extra hours are added to them.',
  extraHoursTooFar: (days: number) => `Extra hours can be added up to ${days} days ahead.`,
  extraHoursBooked: (list: readonly string[], more: number) =>
    `Consultations are booked in these hours: ${list.join('; ')}${more > 0 ? `; and ${more} more` : ''}. Move or cancel each with a refund first.`,
  dayOffNotFound: 'We could not find that day off.',
  holidayAdded: 'The holiday is saved: no slots at this clinic that day.',
  dayOffRemoved: 'The day off is removed: its hours are open again.',
  /** The back office's consultations and money (decision 0053). */
  adminConsultationNotFound: 'We could not find that consultation.',
  adminNothingPaid: 'Nothing was paid for this consultation: there is nothing to refund.',
  adminAlreadyRefunded: 'The whole payment has been refunded already: nothing is left to refund.',
  adminRefundTooMuch: (left: string, paid: string) =>
    left === paid
      ? `The refund cannot be more than the ₹${paid} paid.`
      : `The refund cannot be more than the ₹${left} left to refund of the ₹${paid} paid.`,
  adminRefundKeyReused: 'This refund was already asked for another amount. Reload the page and try again.',
  adminRefundRefused: 'The payment gateway did not accept the refund: nothing was refunded. You can try again.',
  adminRefundUnanswered:
    'The payment gateway did not answer. The refund is recorded as asked and is sent again by itself: check its status here in a few minutes.',
  adminNotCancellable: 'Only a booked consultation can be cancelled.',
  adminCancelRefused:
    'The payment gateway did not accept the refund, so the consultation is still booked. Please try again later.',
  adminCancelUnanswered:
    'We could not reach the payment gateway, so the consultation is still booked. Please try again in a minute: the same refund is asked, never a second.',
  adminCancelInProgress: 'This consultation is being cancelled by another request. Reload the page in a minute.',
  adminNoShowNotBooked: 'Only a booked consultation can be marked as a no-show.',
  adminMoveNotBooked: 'Only a booked consultation can be moved.', // ours
  adminMoveNoDoctor: 'A place in the queue has no time to move: cancel it with a refund instead.', // ours
  adminMoved: (time: string) => `Moved to ${time}. The parent is told by SMS and WhatsApp.`, // ours
  adminNoShowTooEarly: 'A consultation can be marked as a no-show only once its time has come.',
  clinicCancelledSms: (doctor: string, when: string, amount: string) =>
    `Your consultation with ${doctor} on ${when} was cancelled by the clinic. ${amount === '0' ? 'Nothing was charged.' : `₹${amount} is being refunded to you.`} We are sorry.`,
  dutyNotVerified: 'The clinic has not verified your registration number yet: you can go on duty once it has.',
  // Intake and booking (spec §5)
  selectQuestion: 'Please select a question',
  selectAge: 'Please select age to continue.',
  fillAllDetails: 'Please fill all the details..',
  selectDate: 'Please select a date.',
  selectSlot: 'Please select a slot',
  // No doctors at all (a new installation, or every doctor removed): spec §2's empty state of
  // /doctor-selection, less 'for this date' since no date would help; the hint is ours.
  noDoctorsAvailable: 'No doctors available',
  noDoctorsAvailableHint: 'No doctors are taking consultations just now. Please check again later.',
  // Tracker (spec §5)
  selectAchievedDate: 'Please select achieved date.',
  selectSometimesFrequently: 'Please select sometimes/frequently to update.',
  selectDateShort: 'Please select date.',
  upcomingDateTooFar: 'Upcoming date is too far.',
  fileTooBig: 'File size is too big please select under 15mb.',
  milestoneStatusUpdated: 'Milestone status updated.',
  goalStatusFailed: 'Failed to update goal status.',
  milestoneStatusFailed: 'Failed to update milestone status.',
  removeUploadConfirm: 'Are you sure you want to remove the uploaded image/video?',
  guestMilestones: 'Register with us for milestone due dates of your child',
  guestVaccinations: 'Register with us for tracking vaccinations of your child',
  guestGrowth: 'Register with us for tracking growth of your child',
  planExtendForDueDate: 'You can extend/renew your plan to know the due date of this milestone',
  noActivePlanWrite: "You don't have any active plans at the moment. Consider purchasing a new plan to get started.", // spec §8 no-plan modal text
  milestoneUnknown: 'We could not find that milestone.', // ours
  achievedDateFuture: 'The achieved date cannot be in the future.', // ours
  achievedDateBeforeBirth: 'The achieved date cannot be before the date of birth.', // ours
  uploadNotImageOrVideo: 'Please choose a photo or a video.', // ours
  uploadBadBase64: 'The file could not be read. Please choose it again.', // ours
  uploadSizeMismatch: 'The file size does not match the file. Please choose it again.', // ours
  uploadSaved: 'Upload saved.', // ours
  growthSaved: 'Growth details saved.', // ours
  growthDeleted: 'Entry deleted.', // ours
  growthNotFound: 'We could not find that entry.', // ours
  growthDateFuture: 'The date cannot be in the future.', // ours
  growthDateBeforeBirth: 'The date cannot be before the date of birth.', // ours
  growthNeedsDob: "Please add your child's date of birth first (in the child's details).", // ours
  growthNoHeadRange: 'WHO has no head circumference range after 5 years.', // ours
  growthNoWeightRange: 'WHO has no weight-for-age range after 10 years.', // ours
  growthNoHeightRange: 'WHO has no height-for-age range after 19 years.', // ours
  vaccinationSaved: 'Vaccination saved.', // ours
  vaccineUnknown: 'We could not find that vaccine.', // ours
  takenDateFuture: 'The taken date cannot be in the future.', // ours
  takenDateBeforeBirth: 'The taken date cannot be before the date of birth.', // ours
  uploadNotImage: 'Please choose a photo of the vaccine tag or card.', // ours
  earlierDosesNone: 'Please choose at least one dose.', // ours
  earlierDosesTooMany: 'Please choose at most 100 doses at a time.', // ours
  earlierDosesRepeated: 'Each dose can be chosen only once.', // ours
  earlierDoseNotDue: (vaccine: string) => `${vaccine} is not due yet: record it on its own when it is given.`, // ours
  earlierDosesSaved: (count: number) => (count === 1 ? '1 dose marked as given.' : `${count} doses marked as given.`), // ours
  dietOutsideWindow: 'Diet plans are shown from one week before to one week after today.', // ours
  dietNeedsDob: "Add your child's date of birth to see a diet plan.", // ours
  dietBeyondGuidance: 'The diet plans cover children up to 18 years: there is no plan for this age.', // ours
  dobMissingForDueDates: "Add your child's date of birth to see the due dates.", // ours
  fileLinkExpired: 'This link has expired. Please open the milestone again.', // ours
  bandWithoutChecklist: 'The CDC checklists end at 5 years: there are no milestones to track for this age band.', // ours
  // Care plans (ours)
  planNotFound: 'We could not find that plan.', // ours
  planRetired: 'This plan is no longer offered. Please choose another one.', // ours
  planNeedsRegistration: 'Please register before buying a plan: a plan belongs to a registered account.', // ours
  planChildNotCovered: (children: number) =>
    children === 1
      ? 'Your plan covers the tracker for one child. Choose a plan for more children to record for this one.'
      : `Your plan covers the tracker for ${children} children. Choose a plan for more children to record for this one.`, // ours
  planBought: 'Your plan is active.', // ours
  planBenefitUsedUp:
    "Your plan's free consultations for now are used up (another booking took the last one). Please review the price and pay.", // ours
  // Family sharing (ours)
  familyNeedsRegistration: 'Please register before sharing: sharing belongs to a registered account.', // ours
  familyOwnNumber: 'This is your own number. Please enter the number of the person you want to share with.', // ours
  familyOnlyChildren: 'Please choose your children: your own record is not shared.', // ours
  familyInviteNotFound: 'We could not find that invitation.', // ours
  familyInviteExpired: 'This invitation has expired. Please ask for a new one.', // ours
  familyInviteUsed: 'This invitation has already been accepted.', // ours
  familyInviteEnded: 'This invitation was withdrawn.', // ours
  familyInvited: 'Invitation sent. They can accept it when they sign in with that number.', // ours
  familyAccepted: 'You can now follow these children.', // ours
  familyEnded: 'Sharing ended.', // ours
  // Consent before paying (ours)
  consentRecorded: 'Thank you. Your consent is recorded.', // ours
  consentMissing:
    'Please confirm the consultation is for your child and give your consent to a teleconsultation before paying.', // ours
  consentVersionChanged: 'The consent wording has changed. Please read it again and confirm.', // ours
  consentCallBackNeeded: 'The doctor calls you for this consultation: please agree to the call to go on.', // ours
  consentClosed: 'This consultation can no longer take a consent.', // ours
  consentSelfForChild:
    'This consultation is for a child: please choose who you are to the child (mother, father, grandparent, guardian or other).', // ours
  callBackNotAgreed:
    'The parent has not agreed to be called for this consultation. Please use video, or ask them in the waiting room.', // ours
  // The parent's data: a copy and its erasure, DPDP Act 2023 (ours)
  dataErased:
    'Your data is deleted and you are signed out on every device. Signing in again with this number starts a new, empty account.', // ours
  dataErasedRemoved: [
    'Your mobile number, and your sign-in on every device.',
    'The names, email, dates of birth, heights and weights of you and your children.',
    "The children's growth, milestone and vaccination records, with the photos and videos you added.",
    'Family sharing: the invitations you made and the ones you received.',
    'The network addresses recorded when you accepted our terms.',
  ], // ours
  dataErasedKept: [
    'Consultations and prescriptions, without names or address: doctors must keep medical records for at least 3 years (Indian Medical Council Regulations 2002, Telemedicine Practice Guidelines 2020).',
    'Payments, refunds, receipts and credit notes, with their amounts, dates and numbers but without your name or number: tax law (GST) keeps them for about 8 years.',
    'Consents and the danger-sign answers given before a consultation, without your name, number or address: the record of what was agreed and advised.',
    'Care plan periods bought, and a record that you asked for a copy of your data or its deletion (when, and from which network address): to show that we did what you asked.',
  ], // ours
  dataEraseUpcoming: (when: string) =>
    `You have a consultation on ${when}. Please cancel it, or wait until it is over, before deleting your data.`, // ours
  dataEraseOpenPayment:
    'A payment is still open. Please finish or cancel it on your home screen before deleting your data.', // ours
  // Danger signs before paying (ours)
  triageUnanswered: (question: string) => `Please answer every question (yes or no): "${question}"`, // ours
  triageEmergency:
    'The danger-sign check for this child showed a sign that needs a hospital now, so an online consultation cannot be booked. Please go to the nearest hospital, or call 112 (108 for an ambulance).', // ours
  // Payment (spec §8)
  planPriceError: 'Some error please re-try',
  paymentPollTimeout: 'Some error please retry',
  paymentAborted: 'Payment Aborted.',
  paymentSuccess: 'Payment Success.',
  paymentFailed: 'Payment Failed.',
  leavePaymentPage: 'Data will be lost if you leave the page, are you sure?',
  ...commonMessages,
  // Readiness (GET /ready), read by load balancers and operators (ours)
  ready: 'Ready',
  notReadyDatabase: 'The database does not answer.',
  notReadyDatabaseSlow: (seconds: number) => `The database did not answer within ${seconds} s.`,
  notReadyMigrations: 'The database migrations are not current: the newest one is not applied yet.',
} as const;

export { modalTexts } from './commonMessages';

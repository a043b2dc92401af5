import type { LegalDocument } from '@app/contract/constants';

/**
 * The terms of use and the privacy notice, as parents read them before registering. Their
 * versions are LEGAL_VERSIONS (the contract): a change here that alters what a parent agrees to
 * needs a new version there, so that registration records which text was accepted.
 */
export const enLegal: Record<LegalDocument, { title: string; sections: { heading: string; text: string }[] }> = {
  terms: {
    title: 'Terms of use',
    sections: [
      {
        heading: 'What this service is',
        text: "This service lets a parent or caregiver book a consultation with a registered medical practitioner for a child or another family member, by video or phone, and keep a record of the child's milestones, growth, diet and vaccinations. Consultations follow India's Telemedicine Practice Guidelines (2020).",
      },
      {
        heading: 'Not for emergencies',
        text: 'A teleconsultation is not emergency care. If your child has trouble breathing, a fit, blue lips, is very sleepy or hard to wake, or is a baby under 3 months with fever, go to the nearest hospital now or call 112.',
      },
      {
        heading: 'Who may use it',
        text: 'You must be 18 or older. When you book for a child, you confirm that you are their parent or guardian, or an adult they have asked to consult for them, and that the details you give are true.',
      },
      {
        heading: 'Consultations and payments',
        text: 'The doctor decides whether a teleconsultation is suitable and may ask you to see a doctor in person. Prices are in rupees and shown before you pay. A consultation you cancel before its time, or that a doctor cannot keep, is refunded to the way you paid.',
      },
      {
        heading: 'Your account',
        text: 'Keep your phone and its one-time passwords to yourself. You may ask for a copy of your data or for your account to be deleted at any time.',
      },
    ],
  },
  privacy: {
    title: 'Privacy notice',
    sections: [
      {
        heading: 'What we collect',
        text: "Your phone number; the names, age, sex and measurements of the members you add; the reasons for consultations, the doctor's notes and prescriptions; what you record in the tracker; and your payments (we never see your card or UPI details: the payment gateway handles them).",
      },
      {
        heading: 'Why',
        text: "To book and hold consultations, to let the doctor care for your child, to send you messages about your consultations, to keep the records the law asks of telemedicine, and to show your child's progress. We do not sell your data or use it for advertising.",
      },
      {
        heading: 'Who sees it',
        text: 'The doctor you consult, the clinic that runs the service, and the companies that send our SMS and WhatsApp messages, host the video calls and take payments, each only for that purpose.',
      },
      {
        heading: 'How long we keep it',
        text: 'As long as your account is open, and afterwards only what the law requires us to keep about consultations and payments, without your name.',
      },
      {
        heading: 'Your rights',
        text: "Under India's Digital Personal Data Protection Act, 2023 you may ask for a summary of your data, have it corrected, have it erased, and withdraw your consent. You may complain to our grievance officer, and then to the Data Protection Board of India.",
      },
    ],
  },
};

/**
 * The danger-sign screen's texts (ours), in English and in Hindi: the parent switches language on
 * the screen, so both are kept here, keyed by language. The questions themselves and the emergency
 * message come from the server's rules file (apps/server/data/triage/red_flags.json).
 */
const en = {
  heading: 'A few questions first',
  lead: 'Some signs mean a child needs a hospital now, not an online consultation. Answer for how your child is now or was in the last day.',
  yes: 'Yes',
  no: 'No',
  continue: 'Continue',
  checking: 'Checking…',
  unanswered: 'Please answer every question.',
  loading: 'Loading the questions…',
  signsHeading: 'What you told us',
  call112: 'Call 112',
  call108: 'Call 108 (ambulance)',
  noPayment: 'We have not booked or charged anything.',
  home: 'Back to home',
  answerAgain: 'I chose a wrong answer',
};
const hi: typeof en = {
  heading: 'पहले कुछ सवाल',
  lead: 'कुछ संकेतों का मतलब है कि बच्चे को ऑनलाइन परामर्श नहीं, अभी अस्पताल की ज़रूरत है। अपने बच्चे की अभी की, या पिछले एक दिन की हालत के अनुसार जवाब दें।',
  yes: 'हाँ',
  no: 'नहीं',
  continue: 'आगे बढ़ें',
  checking: 'जाँच हो रही है…',
  unanswered: 'कृपया हर सवाल का जवाब दें।',
  loading: 'सवाल लोड हो रहे हैं…',
  signsHeading: 'आपने हमें बताया',
  call112: '112 पर कॉल करें',
  call108: '108 पर कॉल करें (एम्बुलेंस)',
  noPayment: 'हमने कुछ भी बुक नहीं किया है और कोई पैसा नहीं लिया है।',
  home: 'होम पर वापस जाएँ',
  answerAgain: 'मैंने ग़लत जवाब चुना',
};

export const enTriage = {
  en,
  hi,
  /** The language switch: each button names its language in that language. */
  language: { label: 'Language / भाषा', en: 'English', hi: 'हिन्दी' },
};
export type TriageLanguage = 'en' | 'hi';

import { offeredConsultTypes } from '@app/contract/consultTypes';
import { type Config, grievanceOfficerOf } from './config';
import type { Db } from './db/client';
import type { BackgroundTasks } from './lib/background';
import { AppError } from './lib/errors';
import { adminServiceFactory, catalogueServiceFactory, moneyServiceFactory, upcomingLabels } from './modules/admin';
import { authServiceFactory, type Session } from './modules/auth';
import { billingServiceFactory, receiptsServiceFactory, refundsServiceFactory } from './modules/billing';
import { bookingServiceFactory } from './modules/booking';
import { catalogServiceFactory } from './modules/catalog';
import { consoleServiceFactory, dutyCounter } from './modules/console';
import { consultationsServiceFactory } from './modules/consultations';
import { dietServiceFactory } from './modules/diet';
import { familyServiceFactory } from './modules/family';
import { growthServiceFactory, recordIntakeMeasurement } from './modules/growth';
import { hoursServiceFactory } from './modules/hours';
import { membersServiceFactory } from './modules/members';
import { outboxServiceFactory } from './modules/outbox';
import { plansServiceFactory } from './modules/plans';
import { privacyServiceFactory } from './modules/privacy';
import { trackerServiceFactory } from './modules/tracker';
import { triageServiceFactory } from './modules/triage';
import { vaccinationServiceFactory } from './modules/vaccination';
import type { Gateways } from './providers/payments';
import type { SmsProvider } from './providers/sms';
import type { FileStorage } from './providers/storage';
import type { TelephonyProvider } from './providers/telephony';
import type { WhatsAppProvider } from './providers/whatsapp';

export interface ServicesDeps {
  config: Config;
  db: Db;
  now: () => Date;
  sms: SmsProvider;
  /** Null when the clinic does not use WhatsApp (WHATSAPP_PROVIDER=off). */
  whatsapp: WhatsAppProvider | null;
  storage: FileStorage;
  gateways: Gateways;
  telephony: TelephonyProvider;
  /** Work done after the answer (the console's and the back office's sign-in SMS). */
  background: BackgroundTasks;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Every module's service, built once in dependency order: each receives only the services (and the
 * parts of them) it calls, so a module's dependencies are read here rather than in its imports.
 */
export function createServices(deps: ServicesDeps) {
  const { config, db, now, log } = deps;
  // Intake's height and weight become the child's first growth entry, where the details are saved.
  const members = membersServiceFactory({ db, now, intakeMeasured: recordIntakeMeasurement });
  // Family sharing: a child another account shares with the caller counts as the caller's own in
  // the calls that name a member for care (tracker, booking, paying, the waiting room); the member
  // screens themselves keep to the account's own members.
  const family = familyServiceFactory({ db, now, members });
  const careMembers = {
    ...members,
    memberForCall: family.memberForCare,
    /**
     * The child the listing orders for: the account's own, as kept a moment ago (decision 0054); a
     * child shared with it, read each time (the sharing may end at any moment).
     */
    memberForRanking: async (session: Session, memberId: string | number | undefined) => {
      try {
        return await members.memberForRanking(session, memberId);
      } catch (e) {
        if (e instanceof AppError && e.statusCode === 404) return family.memberForCare(session, memberId);
        throw e;
      }
    },
  };
  const auth = authServiceFactory({ db, config, sms: deps.sms, now });
  // The consultation lifecycle: the catalogue reads occupied slots and follow-ups from it, booking,
  // billing and the console move consultations through it.
  // The queue counts doctors on duty from the console's duty table (decision 0038).
  const onDutyCount = dutyCounter(db, now, config);
  const consultations = consultationsServiceFactory({
    db,
    now,
    config,
    telephony: deps.telephony,
    members: careMembers,
    log,
    onDutyCount,
  });
  // Only types with a working flow are listed and held (ENABLED_CONSULT_TYPES; follow ups always).
  const offeredTypes = offeredConsultTypes(config.ENABLED_CONSULT_TYPES);
  const catalog = catalogServiceFactory({ db, now, members: careMembers, consultations, offeredTypes });
  // Messages to parents about their consultations, on SMS and WhatsApp, through the outbox
  // (decision 0055): billing confirms a booking in its payment's transaction, booking a parent's
  // reschedule in its move's, the back office a cancel or a move.
  const outbox = outboxServiceFactory({
    db,
    now,
    sms: deps.sms,
    whatsapp: deps.whatsapp,
    appUrl: config.PUBLIC_APP_URL,
    background: deps.background,
    log,
  });
  const booking = bookingServiceFactory({
    db,
    now,
    config,
    members: careMembers,
    consultations,
    catalog,
    offeredTypes,
    onDutyCount,
    messages: outbox,
  });
  // Refunds before billing: a payment that arrives after its slot was taken is refunded at once.
  const refunds = refundsServiceFactory({ db, now, config, gateways: deps.gateways, consultations, log });
  const plans = plansServiceFactory({ db, now, config, members });
  // Danger signs before paying: billing refuses an order for a child whose answers showed one.
  const triage = triageServiceFactory({ db, now, members: careMembers });
  const billing = billingServiceFactory({
    db,
    now,
    config,
    gateways: deps.gateways,
    members: careMembers,
    consultations,
    plans,
    triage,
    refunds,
    messages: outbox,
    log,
  });
  const console = consoleServiceFactory({
    db,
    now,
    config,
    sms: deps.sms,
    telephony: deps.telephony,
    background: deps.background,
    log,
    consultations,
  });
  // The back office (decision 0050): operators sign in like doctors, with the SMS sent after the answer.
  const admin = adminServiceFactory({ db, now, config, sms: deps.sms, background: deps.background, log });
  // The catalogue operators keep (decision 0051): refusing to retire what upcoming consultations need.
  const catalogue = catalogueServiceFactory({ db, now, config, storage: deps.storage, consultations });
  // A doctor's weekly hours and days off (decision 0052), for operators and for the doctor.
  const hours = hoursServiceFactory({ db, now, consultations, labelsOf: upcomingLabels });
  // Consultations and money in the back office (decision 0053): refunds and cancels through billing.
  const money = moneyServiceFactory({ db, now, consultations, booking, refunds, messages: outbox, log });
  const tracker = trackerServiceFactory({ db, now, config, storage: deps.storage, log, members: careMembers, plans });
  const vaccination = vaccinationServiceFactory({ db, now, config, members: careMembers, tracker });
  const growth = growthServiceFactory({ db, now, members: careMembers, tracker });
  const diet = dietServiceFactory({ db, now, members: careMembers });
  // Every receipt names where the terms, the privacy notice and the grievance officer are.
  const receipts = receiptsServiceFactory({
    db,
    contact: { appUrl: config.PUBLIC_APP_URL.replace(/\/$/, ''), grievanceOfficer: grievanceOfficerOf(config) },
  });
  // The parent's copy of their data and its erasure (decision 0049): each module answers for its own
  // share.
  const privacy = privacyServiceFactory({
    db,
    now,
    log,
    auth,
    members,
    consultations,
    triage,
    billing,
    refunds,
    receipts,
    plans,
    family,
    tracker,
    growth,
    vaccination,
    outbox,
  });
  return {
    members,
    auth,
    consultations,
    catalog,
    booking,
    billing,
    plans,
    family,
    triage,
    refunds,
    receipts,
    console,
    admin,
    catalogue,
    hours,
    money,
    tracker,
    vaccination,
    growth,
    diet,
    privacy,
  };
}
export type Services = ReturnType<typeof createServices>;

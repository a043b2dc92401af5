import type { Config } from './config';
import type { Db } from './db/client';
import type { BackgroundTasks } from './lib/background';
import { billingServiceFactory } from './modules/billing';
import { bookingServiceFactory } from './modules/booking';
import { consoleServiceFactory } from './modules/console';
import { consultationsServiceFactory, type MemberLookup } from './modules/consultations';
import { memberForCall } from './modules/members';
import type { Gateways } from './providers/payments';
import type { SmsProvider } from './providers/sms';
import type { TelephonyProvider } from './providers/telephony';

export interface ServiceDeps {
  db: Db;
  now: () => Date;
  config: Config;
  sms: SmsProvider;
  gateways: Gateways;
  telephony: TelephonyProvider;
  background: BackgroundTasks;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Every service, built once in dependency order; each gets only what it uses (a service that needs
 * another module takes that module's service, narrowed to the calls it makes).
 */
export function createServices(deps: ServiceDeps) {
  const { db, now, config, log } = deps;

  // The member check, in the consultation modules' words (memberId for the spec's userID).
  const members: MemberLookup = {
    memberForCall: async (session, memberId) => ({
      memberId: (await memberForCall({ db, now }, session, memberId)).userID,
    }),
  };

  // The consultation lifecycle first: booking, billing and the console move consultations through it.
  const consultations = consultationsServiceFactory({ db, now, config, telephony: deps.telephony, members, log });
  const booking = bookingServiceFactory({ db, now, members, consultations });
  const billing = billingServiceFactory({ db, now, config, gateways: deps.gateways, members, consultations, log });
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

  return { consultations, booking, billing, console };
}
export type Services = ReturnType<typeof createServices>;

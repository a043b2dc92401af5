import type { Config } from './config';
import type { Db } from './db/client';
import { authServiceFactory } from './modules/auth';
import { followupEligible } from './modules/booking';
import { catalogServiceFactory } from './modules/catalog';
import { dietServiceFactory } from './modules/diet';
import { growthServiceFactory } from './modules/growth';
import { membersServiceFactory } from './modules/members';
import { trackerServiceFactory } from './modules/tracker';
import { vaccinationServiceFactory } from './modules/vaccination';
import type { SmsProvider } from './providers/sms';
import type { FileStorage } from './providers/storage';

export interface ServicesDeps {
  config: Config;
  db: Db;
  now: () => Date;
  sms: SmsProvider;
  storage: FileStorage;
  log: { warn(obj: object, msg: string): void };
}

/**
 * Every module's service, built once in dependency order: each receives only the services (and the
 * parts of them) it calls, so a module's dependencies are read here rather than in its imports.
 */
export function createServices(deps: ServicesDeps) {
  const { config, db, now } = deps;
  const members = membersServiceFactory({ db, now });
  const auth = authServiceFactory({ db, config, sms: deps.sms, now });
  const catalog = catalogServiceFactory({
    db,
    now,
    members,
    followups: { followupEligible: (memberId, doctorId) => followupEligible(db, memberId, doctorId, now()) },
  });
  const tracker = trackerServiceFactory({ db, now, config, storage: deps.storage, log: deps.log, members });
  const vaccination = vaccinationServiceFactory({ db, now, config, members, tracker });
  const growth = growthServiceFactory({ db, now, members, tracker });
  const diet = dietServiceFactory({ db, now, members });
  return { members, auth, catalog, tracker, vaccination, growth, diet };
}
export type Services = ReturnType<typeof createServices>;

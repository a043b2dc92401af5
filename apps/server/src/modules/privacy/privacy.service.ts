import { formatDate } from '@app/contract/dates';
import { messages } from '@app/contract/messages';
import type { Db } from '../../db/client';
import { conflict, unauthorized } from '../../lib/errors';
import type { AuthService, Session } from '../auth';
import type { BillingService, ReceiptsService, RefundsService } from '../billing';
import type { ConsultationsService } from '../consultations';
import type { FamilyService } from '../family';
import type { GrowthService } from '../growth';
import type { MembersService } from '../members';
import type { OutboxService } from '../outbox';
import type { PlansService } from '../plans';
import type { TrackerService } from '../tracker';
import type { TriageService } from '../triage';
import type { VaccinationService } from '../vaccination';
import { anonymisedPrescription, identifyingWords, withoutWords } from './anonymise';
import * as repo from './privacy.repo';

/** Rows per table that a copy held or an erasure changed: the request's summary (no personal data). */
export type Counts = Record<string, number>;

export interface PrivacyServiceDeps {
  db: Db;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
  auth: Pick<AuthService, 'accountForExport' | 'eraseSignIn'>;
  members: Pick<MembersService, 'personalDataOf' | 'erasePersonalData'>;
  consultations: Pick<ConsultationsService, 'listConsultations' | 'openHolds' | 'consentsOf' | 'eraseConsents'>;
  triage: Pick<TriageService, 'personalDataOf'>;
  billing: Pick<BillingService, 'ordersOf'>;
  refunds: Pick<RefundsService, 'refundsOf'>;
  receipts: Pick<ReceiptsService, 'list' | 'erasePersonalData'>;
  plans: Pick<PlansService, 'userPlans'>;
  family: Pick<FamilyService, 'sharing' | 'erasePersonalData'>;
  tracker: Pick<TrackerService, 'personalDataOf' | 'erasePersonalData' | 'discardFiles'>;
  growth: Pick<GrowthService, 'personalDataOf' | 'erasePersonalData'>;
  vaccination: Pick<VaccinationService, 'personalDataOf' | 'erasePersonalData'>;
  /** Messages to the parent (decision 0055): their number and words are emptied. */
  outbox: Pick<OutboxService, 'erasePersonalData'>;
}

const countsOf = (parts: Record<string, readonly unknown[]>): Counts =>
  Object.fromEntries(Object.entries(parts).map(([table, rows]) => [table, rows.length]));

/**
 * The parent's rights under the Digital Personal Data Protection Act 2023 (decision 0049): a copy of
 * everything the service holds about the account, read through each module that holds it, and the
 * erasure of it in one transaction, each module erasing its own share; what the law makes us keep
 * stays, anonymised. Both are recorded in data_requests.
 */
export function privacyServiceFactory(deps: PrivacyServiceDeps) {
  const { db, now } = deps;

  /** Everything the service holds about the account, as domain values (privacy.wire.ts writes the file). */
  async function exportData(session: Session, ip: string) {
    const { accountId } = session.account;
    const requestId = await repo.insertRequest(db, { accountId, kind: 'export', requestedAt: now(), ip });
    const account = await deps.auth.accountForExport(accountId);
    if (!account) throw unauthorized(messages.sessionMissing);
    const { members, agreements } = await deps.members.personalDataOf(accountId);
    const { consultations: listed } = await deps.consultations.listConsultations(session);
    const consultations = listed.filter((c) => !c.shared);
    const consents = [...(await deps.consultations.consentsOf(consultations.map((c) => c.id))).values()];
    const tracker = await deps.tracker.personalDataOf(accountId);
    const data = {
      exportedAt: now(),
      account,
      members,
      agreements,
      consultations,
      consents,
      triageChecks: await deps.triage.personalDataOf(accountId),
      prescriptions: await repo.prescriptionsOfAccount(db, accountId),
      orders: await deps.billing.ordersOf(accountId),
      refunds: await deps.refunds.refundsOf(session),
      receipts: await deps.receipts.list(session),
      growth: await deps.growth.personalDataOf(accountId),
      milestones: tracker.milestones,
      vaccinations: await deps.vaccination.personalDataOf(accountId),
      uploads: tracker.uploads,
      family: await deps.family.sharing(session),
      plans: (await deps.plans.userPlans(session)).plans,
      dataRequests: await repo.requestsOf(db, accountId),
    };
    const { exportedAt: _at, account: _account, family, ...lists } = data;
    await repo.completeRequest(db, requestId, now(), {
      ...countsOf(lists),
      family_given: family.given.length,
      family_received: family.received.length,
    });
    return data;
  }

  /** An erasure waits while a consultation is to come or a payment is open: it would take them half-way. */
  async function refuseWhileUnderway(session: Session) {
    const { consultations } = await deps.consultations.listConsultations(session);
    const next = consultations.find((c) => c.section === 'upcoming');
    if (next) throw conflict(messages.dataEraseUpcoming(`${formatDate(next.slotDate)} at ${next.slotLabel}`));
    const { holds } = await deps.consultations.openHolds(session);
    if (holds.length > 0) throw conflict(messages.dataEraseOpenPayment);
  }

  /**
   * The prescriptions written for the account's members keep everything clinical and lose the
   * patient's name and address; the names (and the number) come out of the doctor's words.
   */
  async function anonymisePrescriptions(tx: Db, accountId: number, words: string[]) {
    const rows = await repo.prescriptionsOfMembers(tx, accountId);
    for (const p of rows) {
      await repo.rewritePrescription(tx, p.id, anonymisedPrescription(p, words));
      for (const m of p.medicines) {
        const note = withoutWords(m.note, words);
        if (note !== m.note) await repo.rewriteMedicineNote(tx, m.id, note);
      }
    }
    return { prescriptions: rows.length };
  }

  /**
   * The erasure, in one transaction: sign-in first (it waits for a sign-in of the number under way,
   * and finds an account erased already), then each module's share. The uploaded files' bytes go
   * once it has committed (a rollback must not lose them); a failed delete is logged, never undone.
   */
  async function eraseData(session: Session, ip: string) {
    const { account } = session;
    await refuseWhileUnderway(session);
    // Their names are read before they go: the prescriptions' free text is cleaned of them.
    const { members } = await deps.members.personalDataOf(account.accountId);
    const words = identifyingWords(
      members.flatMap((m) => [m.firstName, m.lastName]),
      [account.mobileNumber, account.phoneE164.replace(/\D/g, '')],
    );
    const requestId = await repo.insertRequest(db, {
      accountId: account.accountId,
      kind: 'erasure',
      requestedAt: now(),
      ip,
    });
    const { counts, storageKeys } = await db.transaction(async (tx) => {
      const signIn = await deps.auth.eraseSignIn(tx, account);
      if (!signIn) throw unauthorized(messages.sessionMissing);
      await repo.allowPrescriptionErasure(tx);
      const prescriptions = await anonymisePrescriptions(tx, account.accountId, words);
      // The consents keep their version, time and relation, without the adult's name, number or address.
      const consents = await deps.consultations.eraseConsents(tx, account.accountId);
      const tracker = await deps.tracker.erasePersonalData(tx, account.accountId);
      const counts: Counts = {
        ...signIn,
        ...prescriptions,
        ...consents,
        ...tracker.counts,
        ...(await deps.growth.erasePersonalData(tx, account.accountId)),
        ...(await deps.vaccination.erasePersonalData(tx, account.accountId)),
        ...(await deps.family.erasePersonalData(tx, account)),
        ...(await deps.receipts.erasePersonalData(tx, account.accountId)),
        ...(await deps.outbox.erasePersonalData(tx, account.accountId)),
        ...(await deps.members.erasePersonalData(tx, account.accountId)),
      };
      await repo.completeRequest(tx, requestId, now(), counts);
      return { counts, storageKeys: tracker.storageKeys };
    });
    await deps.tracker.discardFiles(storageKeys);
    return { counts, removed: messages.dataErasedRemoved, kept: messages.dataErasedKept };
  }

  return { exportData, eraseData };
}
export type PrivacyService = ReturnType<typeof privacyServiceFactory>;
export type PersonalData = Awaited<ReturnType<PrivacyService['exportData']>>;

import { todayInIndia } from '@app/contract/calendar';
import {
  CONSENT_VERSION,
  callBackConsent,
  mayConsentAsSelf,
  phoneForConsent,
  teleconsultationConsent,
} from '@app/contract/consent';
import { messages } from '@app/contract/messages';
import type { ConsentRequest } from '@app/contract/schemas/consent';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import type { Session } from '../../auth';
import type { ConsultationsServiceDeps } from '../consultations.service';
import * as holds from '../holds.repo';
import * as repo from './consent.repo';

/** The doctor reaches the parent by phone for these; for a video consultation the call is a fallback. */
const DOCTOR_CALLS = (consultType: string) => consultType !== 'video';

/**
 * Consent before paying (Telemedicine Practice Guidelines 2020): the adult consulting for the child
 * confirms it is for the child and agrees to a teleconsultation, and to the doctor's call when the
 * doctor calls. The server writes the text from the contract's wording with the child's name and
 * the account's number, so what is kept is what was shown. Billing takes no order without it; the
 * console places no call without the agreement to be called.
 */
export function consentSide(deps: Pick<ConsultationsServiceDeps, 'db' | 'now' | 'members'>) {
  async function giveConsent(session: Session, body: z.output<typeof ConsentRequest>, ip: string) {
    const c = await holds.ownForPayment(deps.db, session.account.accountId, body.appReqId);
    if (!c) throw notFound(messages.consultationNotFound);
    if (c.status !== 'held' && c.status !== 'booked') throw conflict(messages.consentClosed);
    if (body.version !== CONSENT_VERSION) throw conflict(messages.consentVersionChanged);
    if (DOCTOR_CALLS(c.consultType) && !body.callBack) throw badRequest(messages.consentCallBackNeeded, 'callBack');
    // The child as the account sees it (its own member, or one shared with it).
    const child = await deps.members.memberForCall(session, c.memberId);
    // A minor's consultation records the adult consulting for them, never the child as 'self'.
    if (body.adultRelation === 'self' && !mayConsentAsSelf(child, todayInIndia(deps.now())))
      throw badRequest(messages.consentSelfForChild, 'adultRelation');
    const phone = session.account.phoneE164;
    const consentId = await repo.insertConsent(deps.db, {
      consultationId: c.id,
      accountId: session.account.accountId,
      memberId: child.memberId,
      adultName: body.adultName,
      adultRelation: body.adultRelation,
      version: CONSENT_VERSION,
      consentText: teleconsultationConsent(child.firstName),
      callBackPhone: body.callBack ? phone : null,
      callBackText: body.callBack ? callBackConsent(phoneForConsent(phone)) : null,
      ip,
      createdAt: deps.now(),
    });
    return { consentId };
  }

  /** Billing asks before an order: no consent from this account for this consultation, no order. */
  async function mustHaveConsent(accountId: number, consultationId: number) {
    if (!(await repo.hasConsent(deps.db, accountId, consultationId)))
      throw badRequest(messages.consentMissing, 'consent');
  }

  return {
    giveConsent,
    mustHaveConsent,
    /** The latest consent of each consultation (the doctor's console shows who consulted). */
    consentsOf: (consultationIds: number[]) => repo.latestConsents(deps.db, consultationIds),
    /** The consents' share of an account's erasure, inside its transaction (decision 0049). */
    eraseConsents: (tx: Db, accountId: number) => repo.eraseConsents(tx, accountId),
  };
}

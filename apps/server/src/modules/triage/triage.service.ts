import { daysBetween, todayInIndia } from '@app/contract/calendar';
import { messages } from '@app/contract/messages';
import type { TriageCheckRequest } from '@app/contract/schemas/triage';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import type { Session } from '../auth';
import type { Member, MembersService } from '../members';
import { type AgeInDays, ageOfBand, assess, questionsFor, type Reason, redFlags, UNKNOWN_AGE } from './redFlags';
import * as repo from './triage.repo';

export interface TriageServiceDeps {
  db: Db;
  now: () => Date;
  /** The caller's own member, or a child shared with it (family's memberForCare). */
  members: Pick<MembersService, 'memberForCall'>;
}

/**
 * How long an emergency answer keeps a child from being booked online: long enough that the
 * parent is not offered a video call in place of the hospital, short enough that a follow-up after
 * the hospital visit can be booked the next day. A later check (answered no) ends it sooner.
 */
export const EMERGENCY_HOLD_HOURS = 24;

/** The child's age for the rules: completed days from the date of birth, else the band's days, else any age. */
export function ageForRules(member: Pick<Member, 'dateOfBirth' | 'ageBand'>, today: string): AgeInDays {
  if (member.dateOfBirth) {
    const days = Math.max(0, daysBetween(member.dateOfBirth, today));
    return { from: days, to: days };
  }
  return member.ageBand ? ageOfBand(member.ageBand) : UNKNOWN_AGE;
}

/**
 * Red-flag triage before a consultation is paid for: the questions the reason and the child's age
 * bring, the answers recorded as given, and the refusal to take payment for a child whose latest
 * answers showed a danger sign.
 */
export function triageServiceFactory(deps: TriageServiceDeps) {
  async function askedOf(session: Session, userId: string | number, reason: Reason) {
    const member = await deps.members.memberForCall(session, userId);
    const age = ageForRules(member, todayInIndia(deps.now()));
    const file = redFlags();
    return { member, age, file, asked: questionsFor(file.rules, reason, age) };
  }

  /** The questions for this child and reason, in both languages. */
  async function questions(session: Session, q: { userId: string; reason: Reason }) {
    const { file, asked } = await askedOf(session, q.userId, q.reason);
    return { version: file.version, questions: asked.map((rule) => ({ id: rule.id, question: rule.question })) };
  }

  /**
   * Records the answers and says what they mean. The questions are worked out again here (the
   * client's list is not trusted); each must be answered, or nothing is recorded (400 naming it).
   */
  async function check(session: Session, body: z.output<typeof TriageCheckRequest>) {
    const { member, age, file, asked } = await askedOf(session, body.userId, body.reason);
    const given = Object.fromEntries(body.answers.map((a) => [a.id, a.yes]));
    const result = assess(asked, given);
    if (result.outcome === 'unanswered') {
      throw badRequest(messages.triageUnanswered(result.missing[0]?.question.en ?? ''), 'answers');
    }
    const checkId = await repo.insertCheck(deps.db, {
      accountId: session.account.accountId,
      memberId: member.memberId,
      reason: body.reason,
      ageDays: age.from === age.to ? age.from : null,
      rulesVersion: file.version,
      answers: Object.fromEntries(asked.map((rule) => [rule.id, given[rule.id] === true])),
      redFlags: result.redFlags.map((rule) => rule.id),
      outcome: result.outcome,
      createdAt: deps.now(),
    });
    return {
      checkId,
      outcome: result.outcome,
      signs: result.redFlags.map(({ id, sign, advice }) => ({ id, sign, ...(advice ? { advice } : {}) })),
      ...(result.outcome === 'emergency' ? { emergency: file.emergency } : {}),
    };
  }

  /**
   * Billing asks before it takes an order: a child whose latest check (by any caregiver) in the
   * last day showed a danger sign is not booked online (409 saying go to a hospital).
   */
  async function refuseAfterEmergency(memberId: number) {
    const since = new Date(deps.now().getTime() - EMERGENCY_HOLD_HOURS * 3_600_000);
    const latest = await repo.latestCheck(deps.db, memberId, since);
    if (latest?.outcome === 'emergency') throw conflict(messages.triageEmergency);
  }

  return {
    questions,
    check,
    refuseAfterEmergency,
    /**
     * The checks the account answered, for the parent's copy of their data. An erasure keeps them
     * (what the parent was told): they name no one, and their member is emptied by the members module.
     */
    personalDataOf: (accountId: number) => repo.checksOfAccount(deps.db, accountId),
  };
}

export type TriageService = ReturnType<typeof triageServiceFactory>;

import type { Db } from '../../../db/client';
import type { Session } from '../../auth';
import type { ConsultationsServiceDeps } from '../consultations.service';
import * as prescriptionsRepo from '../prescriptions.repo';
import { consentsFor, memberConsultations } from './records.repo';
import { recordsPdf } from './recordsPdf';

/** The parent's copy of a child's consultation records (a PDF), scoped by the account. */
export function recordsSide(deps: Pick<ConsultationsServiceDeps, 'members' | 'now'> & { db: Db }) {
  async function recordsDocument(session: Session, memberId: string) {
    const member = await deps.members.memberForCall(session, memberId);
    const accountId = session.account.accountId;
    const consultations = await memberConsultations(deps.db, accountId, member.memberId);
    const ids = new Set(consultations.map((c) => c.id));
    const prescriptions = (
      await prescriptionsRepo.accountPrescriptions(deps.db, accountId, { memberId: member.memberId, allVersions: true })
    )
      .filter((p) => ids.has(p.consultationId))
      .sort((a, b) => a.consultationId - b.consultationId || a.version - b.version);
    const bytes = await recordsPdf({
      childName: `${member.firstName} ${member.lastName}`.trim() || 'Child',
      dateOfBirth: member.dateOfBirth,
      preparedAt: deps.now(),
      consultations,
      consents: await consentsFor(deps.db, [...ids]),
      prescriptions,
    });
    return { fileName: `consultation-records-${member.memberId}.pdf`, bytes };
  }
  return { recordsDocument };
}

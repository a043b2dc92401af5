import { useState } from 'react';
import { useAppSelector } from '../../../app/store';
import { enConsultation } from '../../../i18n/enConsultation';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useGetSessionUserQuery } from '../../auth';
import { chooserList, holderAsMember, useGetAllRelationQuery } from '../../members';
import { downloadRecordsPdf } from '../pdf';

/**
 * Each family member's consultation records as a PDF (the Telemedicine Practice Guidelines 2020
 * records: who, when, mode, duration, consent and every prescription version), one button each.
 */
export function RecordsDownloads() {
  const t = enConsultation.records;
  const basic = useAppSelector((state) => state.Basic);
  const token = basic.authToken ?? '';
  const session = useGetSessionUserQuery(token, { skip: !token });
  const relations = useGetAllRelationQuery(token, { skip: !token });
  const [downloading, setDownloading] = useState<number>();
  const holder = session.data?.data ? holderAsMember(session.data.data) : undefined;
  // The account's own members: a child another account shares is that account's record to export.
  const members = chooserList(holder, relations.data?.relations ?? []);
  if (members.length === 0) return null;

  async function download(memberId: number) {
    if (downloading !== undefined) return;
    setDownloading(memberId);
    try {
      await downloadRecordsPdf(memberId, basic);
    } catch (error) {
      const problem = errorMessage(error);
      notify.error(problem.status >= 500 ? t.failed : problem.message);
    } finally {
      setDownloading(undefined);
    }
  }

  return (
    <section className="card rx-records" aria-labelledby="rx-records-heading">
      <h2 id="rx-records-heading" className="rx-subheading">
        {t.heading}
      </h2>
      <p className="rx-records-lead">{t.lead}</p>
      <ul className="rx-records-list">
        {members.map((m) => {
          const name = `${m.firstName} ${m.LastName}`.trim();
          // The account holder may have no name yet (a guest); a relation without one is 'your child'.
          const label = name ? t.download(name) : m.Relation === 'self' ? t.downloadOwn : t.download(t.unnamed);
          return (
            <li key={m.userID}>
              <button
                type="button"
                className="btn btn-secondary rx-records-button"
                onClick={() => download(m.userID)}
                disabled={downloading !== undefined}
                aria-busy={downloading === m.userID}
              >
                {downloading === m.userID ? t.downloading : label}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

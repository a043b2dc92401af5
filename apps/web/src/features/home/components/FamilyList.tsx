import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { Section } from '../../../components/Section';
import { enFlow } from '../../../i18n/enFlow';
import { enHome } from '../../../i18n/enHome';
import type { ChooserMember } from '../../members';

const relationOf = (m: ChooserMember) => enFlow.members.relation[m.Relation] ?? enFlow.members.relation.other;

/** The account's members, the holder first; with none yet, the way to add the child. */
export function FamilyList({ members }: { members: readonly ChooserMember[] }) {
  const t = enHome.members;
  const named = members.filter((m) => `${m.firstName} ${m.LastName}`.trim());
  return (
    <Section className="home-section" headingId="home-family" heading={t.heading} headingClassName="home-heading">
      {named.length === 0 ? (
        <p className="card home-empty">
          {t.empty}{' '}
          <Link to={screens.details} className="home-inline-link">
            {t.add}
          </Link>
        </p>
      ) : (
        <ul className="home-family">
          {named.map((m) => (
            <li key={m.userID} className="home-member">
              <span className="home-member-name">{`${m.firstName} ${m.LastName}`.trim()}</span>
              <span className="home-member-relation">{relationOf(m)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

import type { ReactNode } from 'react';
import { Section } from '../../../components/Section';
import type { HomeConsultation } from '../home';

interface Props {
  id: string;
  heading: string;
  list: readonly HomeConsultation[];
  /** One consultation's list item. */
  card: (c: HomeConsultation) => ReactNode;
  /** What to do next when the list is empty. */
  empty: ReactNode;
}

/** The upcoming or the past consultations under their heading, or what to do when there are none. */
export function ConsultationList({ id, heading, list, card, empty }: Props) {
  return (
    <Section className="home-section" headingId={id} heading={heading} headingClassName="home-heading">
      {list.length === 0 ? <p className="card home-empty">{empty}</p> : <ul className="home-list">{list.map(card)}</ul>}
    </Section>
  );
}

import type { ReactNode } from 'react';
import { Section } from '../../../components/Section';

/** A part of the data screen under its visible heading; `lines` as a list when given. */
export function PrivacySection({
  id,
  heading,
  lines,
  children,
}: {
  id: string;
  heading: string;
  lines?: readonly string[];
  children?: ReactNode;
}) {
  return (
    <Section className="privacy-section" headingId={id} heading={heading} headingClassName="privacy-heading">
      {lines && (
        <ul className="privacy-list">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {children}
    </Section>
  );
}

import type { ReactNode } from 'react';

export type Fact = readonly [label: string, value: ReactNode];

/** Labelled values as the rows of a description list (a hold's summary, a doctor's facts, a medicine). */
export function FactRows({ facts, rowClassName = 'held-row' }: { facts: readonly Fact[]; rowClassName?: string }) {
  return (
    <>
      {facts.map(([label, value]) => (
        <div key={label} className={rowClassName}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </>
  );
}

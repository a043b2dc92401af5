import { Section } from '../../../components/Section';
import { enTracker } from '../../../i18n/enTracker';
import { type Ring, ringDash } from '../milestones';

const RADIUS = 24;

/** The four category rings (spec §2: S, L, C, M): achieved out of all goals of the band. */
export function ProgressRings({ rings }: { rings: readonly Ring[] }) {
  return (
    <Section className="rings" headingId="rings-heading" heading={enTracker.milestone.progress}>
      <ul className="rings-list">
        {rings.map((ring) => {
          const { dasharray, dashoffset } = ringDash(ring.percent, RADIUS);
          return (
            <li key={ring.key} className={`ring ring--${ring.key}`}>
              <div
                className="ring-figure"
                role="img"
                aria-label={enTracker.milestone.ring(ring.title, ring.achieved, ring.total)}
              >
                <svg viewBox="0 0 60 60" width={60} height={60} aria-hidden="true" focusable="false">
                  <circle className="ring-track" cx="30" cy="30" r={RADIUS} />
                  {ring.percent > 0 && (
                    <circle
                      className="ring-arc"
                      cx="30"
                      cy="30"
                      r={RADIUS}
                      strokeDasharray={dasharray}
                      strokeDashoffset={dashoffset}
                      transform="rotate(-90 30 30)"
                    />
                  )}
                </svg>
                <span className="ring-letter" aria-hidden="true">
                  {ring.key}
                </span>
              </div>
              <span className="ring-caption" aria-hidden="true">
                <span className="ring-count">
                  {ring.achieved}/{ring.total}
                </span>
                <span className="ring-name">{enTracker.milestone.ringShort[ring.key]}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

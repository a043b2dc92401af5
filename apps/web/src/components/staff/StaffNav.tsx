import { Link, NavLink } from 'react-router';

export interface StaffNavLink {
  to: string;
  label: string;
  /**
   * Whether this is the screen shown, when the area decides it (a link current on more than its
   * own address); otherwise the link is current on its own address and below it.
   */
  current?: boolean;
}

/** A staff area's sections, under the bar (StaffFrame's `nav`): the current one marked with aria-current="page". */
export function StaffNav({ label, links }: { label: string; links: readonly StaffNavLink[] }) {
  return (
    <nav className="staff-nav" aria-label={label}>
      <ul className="staff-nav-list">
        {links.map((link) => (
          <li key={link.to}>
            {link.current === undefined ? (
              <NavLink to={link.to} className="staff-nav-link">
                {link.label}
              </NavLink>
            ) : (
              <Link to={link.to} className="staff-nav-link" aria-current={link.current ? 'page' : undefined}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { NavLink } from 'react-router';
import { screens } from '../../../app/paths';
import { Icon } from '../../../components/icons';
import { enTracker } from '../../../i18n/enTracker';

/** Each tab's screen and label go by the tab's name; its icon is one stroked path. */
const TABS = [
  { name: 'milestone', icon: 'M6 21V4M6 4h11l-2.5 4L17 12H6' },
  { name: 'growth', icon: 'M4 20h16M6 16l4-5 3 3 5-7M15 7h3v3' },
  { name: 'diet', icon: 'M4 12h16a8 8 0 0 1-16 0zM8 8c0-2 2-2 2-4M13 8c0-2 2-2 2-4' },
  { name: 'vaccination', icon: 'M17 3l4 4M19 5l-9 9M14 6l4 4M12 8l-6 6v4h4l6-6M3 21l3-3' },
] as const;

/**
 * The tracker's tabs (spec §2: milestone, growth, diet, vaccination): a bar fixed at the bottom on
 * phones, above the home indicator. NavLink marks the current tab with aria-current="page".
 */
export function TabBar() {
  return (
    <nav className="tracker-tabs" aria-label={enTracker.tabs.label}>
      <ul className="tracker-tabs-list">
        {TABS.map(({ name, icon }) => (
          <li key={name}>
            <NavLink to={screens[name]} className="tracker-tab">
              <Icon width={22} height={22}>
                <path d={icon} />
              </Icon>
              <span>{enTracker.tabs[name]}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

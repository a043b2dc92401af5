import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { enPrivacy } from '../../../i18n/enPrivacy';

/** 'Your data', among the home screen's legal links (signed-in parents only). */
export function YourDataLink() {
  return <Link to={screens.yourData}>{enPrivacy.link}</Link>;
}

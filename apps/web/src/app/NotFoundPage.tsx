import { Link } from 'react-router';
import { ScreenHeading } from '../components/ScreenHeading';
import { en } from '../i18n/en';
import { screens } from './paths';

export default function NotFoundPage() {
  return (
    <section className="card card--center" aria-labelledby="not-found-heading">
      <ScreenHeading id="not-found-heading">{en.errors.notFoundHeading}</ScreenHeading>
      <p className="lead">{en.errors.notFoundText}</p>
      <Link className="btn btn-primary btn-block" to={screens.phone} replace>
        {en.errors.backHome}
      </Link>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { ScreenHeading } from '../components/ScreenHeading';
import { en } from '../i18n/en';

export default function NotFoundPage() {
  return (
    <section className="card card--center" aria-labelledby="not-found-heading">
      <ScreenHeading id="not-found-heading">{en.errors.notFoundHeading}</ScreenHeading>
      <p className="lead">{en.errors.notFoundText}</p>
      <Link className="btn btn-primary btn-block" to="/" replace>
        {en.errors.backHome}
      </Link>
    </section>
  );
}

import { Link } from 'react-router';
import { en } from '../i18n/en';
import { screens } from './paths';

export default function NotFoundPage() {
  return (
    <section className="card card--center" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading" className="heading">
        {en.errors.notFoundHeading}
      </h1>
      <p className="lead">{en.errors.notFoundText}</p>
      <Link className="btn btn-primary btn-block" to={screens.phone} replace>
        {en.errors.backHome}
      </Link>
    </section>
  );
}

import { Link } from 'react-router';
import { PageHeading } from '@/ui/page-heading.tsx';

export const NotFoundPage = () => (
  <section>
    <PageHeading>Page not found</PageHeading>
    <p>We could not find the page you were looking for.</p>
    <p>
      <Link to="/dashboard">Go to dashboard</Link>
    </p>
  </section>
);

export { NotFoundPage as Component };

import { Link } from 'react-router';
import { useBrand } from '@/brand/use-brand.ts';
import { buttonClassName } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import '../legal.css';

/** /account/heloc/coming-soon: a product the brand is about to open. */
const ComingSoonPage = () => {
  const brand = useBrand();
  return (
    <section className="notice-page">
      <PageHeading>Coming soon</PageHeading>
      <p>
        The {brand.companyProduct} is almost ready. Apply in 5 minutes, receive funding in 5 days: join the wait list and we
        will e-mail you the day applications open.
      </p>
      <Link className={buttonClassName('primary')} to="/waitlist">
        Join the wait list
      </Link>
    </section>
  );
};

export { ComingSoonPage as Component };

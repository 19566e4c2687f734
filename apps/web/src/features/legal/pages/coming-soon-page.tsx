import { Link } from 'react-router';
import { HEADLINE_PROMISE } from '@lintel/domain';
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
        The {brand.companyProduct} is almost ready. {HEADLINE_PROMISE}: join the wait list and we will e-mail you the day
        applications open.
      </p>
      <Link className={buttonClassName('primary')} to="/waitlist">
        Join the wait list
      </Link>
    </section>
  );
};

export { ComingSoonPage as Component };

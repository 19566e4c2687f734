import { Link } from 'react-router';
import { useBrand } from '@/brand/use-brand.ts';
import { PageHeading } from '@/ui/page-heading.tsx';
import '../components/registration.css';

/** Register v1 support: how to reach the brand's support team. */
export const Component = () => {
  const brand = useBrand();
  const phone = brand.supportPhoneNumber.number.replace(/(\d{3})(\d{3})(\d{4})/, '$1-$2-$3');
  return (
    <section className="reg-page">
      <PageHeading>Need help with your application?</PageHeading>
      <p>Our {brand.companyNameShort} support team can answer your questions.</p>
      <p>
        Phone: <a href={`tel:${brand.supportPhoneNumber.number}`}>{phone}</a>
      </p>
      <p>
        Email: <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
      </p>
      <p>
        <Link to="/account/heloc/register">Back to your application</Link>
      </p>
    </section>
  );
};

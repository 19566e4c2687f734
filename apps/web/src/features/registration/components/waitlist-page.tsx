import { Link } from 'react-router';
import { useBrand } from '@/brand/use-brand.ts';
import { PageHeading } from '@/ui/page-heading.tsx';
import './registration.css';

/** Where a waitlisted applicant lands (/marketing-waitlist on the main brand, /waitlist elsewhere). */
export const Component = () => {
  const brand = useBrand();
  return (
    <section className="reg-page">
      <PageHeading>You're on the waitlist</PageHeading>
      <p>
        Thank you for your interest in {brand.companyProduct}. We aren't lending in your area yet, so we've
        added you to our waitlist and will email you as soon as we can offer you a line of credit.
      </p>
      <p>
        Questions? Call{' '}
        <a href={`tel:${brand.supportPhoneNumber.number}`}>
          {brand.supportPhoneNumber.number.replace(/(\d{3})(\d{3})(\d{4})/, '$1-$2-$3')}
        </a>{' '}
        or email <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
      <p>
        <Link to="/account/heloc/register-v2">Try a different property address</Link>
      </p>
    </section>
  );
};

import { formatUsPhone } from '@lintel/domain';
import { useBrand } from '@/brand/use-brand.ts';
import { PageHeading } from '@/ui/page-heading.tsx';
import '../legal.css';

/** /account/heloc/not-accepting-apps: where a brand that takes no new applications (or a missing referrer) lands. */
const NotAcceptingAppsPage = () => {
  const brand = useBrand();
  return (
    <section className="notice-page">
      <PageHeading>We are not accepting new applications right now</PageHeading>
      <p>
        {brand.companyName} is not taking new {brand.companyProduct} applications through this site at the moment. If a loan
        officer invited you, please use the link they sent you.
      </p>
      <p>
        Questions? Call <a href={`tel:+1${brand.supportPhoneNumber.number}`}>{formatUsPhone(brand.supportPhoneNumber.number)}</a> or
        e-mail <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
    </section>
  );
};

export { NotAcceptingAppsPage as Component };

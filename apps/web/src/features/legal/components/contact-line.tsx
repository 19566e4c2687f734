import { formatUsPhone } from '@lintel/domain';
import { useBrand } from '@/brand/use-brand.ts';

/** How to reach the company about a legal page: e-mail, phone and postal address. */
export const ContactLine = () => {
  const brand = useBrand();
  return (
    <address className="legal-page__contact">
      {brand.companyName}
      <br />
      {brand.companyAddress}
      <br />
      Email: <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
      <br />
      Phone: <a href={`tel:+1${brand.supportPhoneNumber.number}`}>{formatUsPhone(brand.supportPhoneNumber.number)}</a>
    </address>
  );
};

import { formatUsPhone, toPhoneDigits } from '@lintel/domain';
import { useBrand } from '@/brand/index.ts';
import { SupportHours } from '@/features/hours/index.ts';
import { useLenderContact } from '@/lib/lender-contact.ts';
import { useApplications } from '@/lib/reads/applications.ts';
import { getSupportContact } from '@/lib/support-contact.ts';
import { useIsAuthenticated } from '@/lib/use-is-authenticated.ts';
import { LenderContactCard } from '@/ui/lender-contact-card.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import './contact-page.css';

/**
 * /contact (spec 01 section 2, "Support"): the brand's support phone and email, the customer-service hours
 * of the OPS_PHONE department in Pacific time, and the lender-contact card (the applicant's loan officer
 * when the application names one, else the brand's support team).
 */
export const ContactPage = () => {
  const brand = useBrand();
  const authenticated = useIsAuthenticated();
  const applications = useApplications({ enabled: authenticated });
  const active = applications.data?.find((a) => a.active) ?? applications.data?.[0];
  const contact = useLenderContact(active?.referrer?.referrerUuid ?? null);
  const support = getSupportContact();
  const phoneDigits = toPhoneDigits(support.phone);
  return (
    <div className="contact-page">
      <section className="contact-page__main">
        <PageHeading>Contact us</PageHeading>
        <p>Our support team is happy to help with your application, your line of credit or anything else.</p>
        <h2 className="contact-page__subheading">Call us</h2>
        <p>
          <a href={`tel:+1${phoneDigits}`}>{formatUsPhone(phoneDigits)}</a>
        </p>
        <SupportHours orgCode={brand.orgCode} className="contact-page__hours" />
        <h2 className="contact-page__subheading">Write to us</h2>
        <p>{support.email ? <a href={`mailto:${support.email}`}>{support.email}</a> : 'Call us and we will help.'}</p>
        <h2 className="contact-page__subheading">Our address</h2>
        <address className="contact-page__address">
          {brand.companyName}
          <br />
          {brand.companyAddress}
        </address>
      </section>
      <LenderContactCard contact={contact} />
    </div>
  );
};

export { ContactPage as Component };

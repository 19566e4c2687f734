import { useBrand } from '@/brand/use-brand.ts';
import { ContactLine } from '../components/contact-line.tsx';
import { LegalPage, LegalSection } from '../components/legal-page.tsx';

/** /privacy: how the product handles personal information. */
const PrivacyPage = () => {
  const brand = useBrand();
  return (
    <LegalPage
      title={`${brand.companyName} Privacy Policy`}
      intro={
        <p>
          This policy explains what personal information {brand.companyName} collects when you use the {brand.companyProduct}{' '}
          application, why, with whom it is shared and the choices you have.
        </p>
      }
    >
      <LegalSection heading="Information we collect">
        <ul>
          <li>What you give us: your name, contact details, date of birth, Social Security number, income, employment and property details.</li>
          <li>What we obtain with your permission: credit reports, property records and valuations, bank and payroll data you link, and identity checks.</li>
          <li>What your device sends: pages visited, browser type and performance measurements, tied to a random identifier rather than your name.</li>
        </ul>
      </LegalSection>
      <LegalSection heading="How we use it">
        <p>
          To decide on and service your application, verify your identity and prevent fraud, meet our legal and regulatory
          duties, and improve the Service. We do not sell your personal information.
        </p>
      </LegalSection>
      <LegalSection heading="Who we share it with">
        <p>
          Service providers working for us (credit bureaus, valuation, identity, notary, e-signature and title providers), the
          loan officer who referred you, investors in your loan, and authorities where the law requires it.
        </p>
      </LegalSection>
      <LegalSection heading="How we protect it">
        <p>
          Data is encrypted in transit and at rest with 256-bit encryption. Bank credentials you enter to link an account go to
          the bank-linking provider; we never see or store them.
        </p>
      </LegalSection>
      <LegalSection heading="Your choices and rights">
        <p>
          You may ask to see or correct your information, and limit marketing messages at any time. Residents of some states,
          such as California, have further rights; contact us to use them.
        </p>
        <ContactLine />
      </LegalSection>
    </LegalPage>
  );
};

export { PrivacyPage as Component };

import { legalDocumentName } from '@lintel/domain';
import { useBrand } from '@/brand/use-brand.ts';
import { ContactLine } from '../components/contact-line.tsx';
import { LegalPage, LegalSection } from '../components/legal-page.tsx';

/** /terms: the product's own terms, called Terms of Use or Terms of Service by brand (spec 02 section 6). */
const TermsPage = () => {
  const brand = useBrand();
  const documentName = legalDocumentName(brand);
  return (
    <LegalPage
      title={`${brand.companyName} ${documentName}`}
      intro={
        <p>
          These {documentName} govern your use of the {brand.companyProduct} website and online application (the "Service"),
          provided by {brand.companyName} (NMLS #{brand.nmlsNumber}). By using the Service you agree to them.
        </p>
      }
    >
      <LegalSection heading="1. Who may use the Service">
        <p>
          You must be at least 18 years old (19 in Alabama) and able to enter into a binding contract. You may apply only for
          yourself, with true, current and complete information, and only for a property you own.
        </p>
      </LegalSection>
      <LegalSection heading="2. Your account">
        <p>
          Keep your password private and tell us at once if you think someone else has used your account. You are responsible
          for what happens under your account until you tell us.
        </p>
      </LegalSection>
      <LegalSection heading="3. Applications, offers and credit decisions">
        <p>
          Submitting an application is not a commitment to lend. Pre-qualification uses a soft credit inquiry that does not
          affect your credit score; accepting a final offer leads to a hard inquiry. Every line of credit is subject to
          verification of your identity, income, property and title, and to the terms of your loan agreement, which prevail
          over anything on this site.
        </p>
      </LegalSection>
      <LegalSection heading="4. Electronic records and signatures">
        <p>
          You agree to receive disclosures and to sign documents electronically as set out in our Electronic Communications
          Policy. You may withdraw that consent, which may end your use of the Service.
        </p>
      </LegalSection>
      <LegalSection heading="5. Acceptable use">
        <p>
          Do not misuse the Service: no false information, no access to another person's account, no attempt to disrupt, probe
          or reverse-engineer the Service, and no automated collection of its content.
        </p>
      </LegalSection>
      <LegalSection heading="6. Disclaimers and limitation of liability">
        <p>
          The Service is provided as is. To the extent the law allows, {brand.companyName} is not liable for indirect or
          consequential losses arising from your use of it. Nothing here limits rights you have under consumer-protection law.
        </p>
      </LegalSection>
      <LegalSection heading="7. Changes and contact">
        <p>We may update these {documentName}; the version on this page applies from the date it is posted. Questions:</p>
        <ContactLine />
      </LegalSection>
    </LegalPage>
  );
};

export { TermsPage as Component };

import { useBrand } from '@/brand/use-brand.ts';
import { ContactLine } from '../components/contact-line.tsx';
import { LegalPage, LegalSection } from '../components/legal-page.tsx';

/** /communications: the default electronic communications policy (spec 02 section 2). */
const CommunicationsPage = () => {
  const brand = useBrand();
  return (
    <LegalPage
      title={`${brand.companyName} Electronic Communications Policy`}
      intro={
        <p>
          To apply online, you agree that {brand.companyName} may give you disclosures, notices and documents, and take your
          signature, electronically. This policy is your consent under the federal E-SIGN Act.
        </p>
      }
    >
      <LegalSection heading="What this consent covers">
        <p>
          Application and loan disclosures, adverse-action and privacy notices, your loan agreement and closing documents,
          account statements and any other communication about your line of credit.
        </p>
      </LegalSection>
      <LegalSection heading="How we deliver communications">
        <p>We post documents in your account and e-mail you when something new is there. Keep your e-mail address current.</p>
      </LegalSection>
      <LegalSection heading="What you need">
        <p>A current web browser, a device that can open PDF files, an e-mail account and enough storage or a printer to keep copies.</p>
      </LegalSection>
      <LegalSection heading="Paper copies and withdrawing consent">
        <p>
          You may ask for a paper copy of any document at no charge, or withdraw your consent at any time by contacting us.
          Withdrawing consent ends online processing of your application.
        </p>
        <ContactLine />
      </LegalSection>
    </LegalPage>
  );
};

export { CommunicationsPage as Component };

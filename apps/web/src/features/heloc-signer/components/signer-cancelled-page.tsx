import { getSupportContact } from '@/lib/support-contact.ts';
import { PageHeading } from '@/ui/page-heading.tsx';
import { SupportContactLine } from '@/ui/support-contact-line.tsx';
import '@/ui/layout.css';
import '../heloc-signer.css';

/** heloc-signer/cancelled: the application was cancelled or the invitation withdrawn. */
export const SignerCancelledPage = () => {
  const support = getSupportContact();
  return (
    <section className="signer-page">
      <PageHeading>This signing is no longer open</PageHeading>
      <p>The application was cancelled or your invitation to sign was withdrawn, so there is nothing for you to sign.</p>
      <p>
        If you think this is a mistake, ask the applicant, or <SupportContactLine {...support} lead="call us at" />
      </p>
    </section>
  );
};

export { SignerCancelledPage as Component };

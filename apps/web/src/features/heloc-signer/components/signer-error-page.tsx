import { Link } from 'react-router';
import { getSupportContact } from '@/lib/support-contact.ts';
import { buttonClassName } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { SupportContactLine } from '@/ui/support-contact-line.tsx';
import { signerPath } from '../signer-paths.ts';
import '@/ui/layout.css';
import '../heloc-signer.css';

/** heloc-signer/error: the account signs for nothing here, or something went wrong on the way. */
export const SignerErrorPage = () => {
  const support = getSupportContact();
  return (
    <section className="signer-page">
      <PageHeading>Sorry, looks like we have hit a snag!</PageHeading>
      <p>We could not find a signing for this account. If you were invited to sign, open the link in the invitation email or text message, or log in with the email it was sent to.</p>
      <p>
        <SupportContactLine {...support} lead="Need help? Call us at" />
      </p>
      <div className="form__actions">
        <Link className={buttonClassName('primary')} to={signerPath('resume')}>
          Try again
        </Link>
      </div>
    </section>
  );
};

export { SignerErrorPage as Component };

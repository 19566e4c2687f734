import { Link, useParams } from 'react-router';
import { useLenderContact } from '@/lib/lender-contact.ts';
import { LenderContactCard } from '@/ui/lender-contact-card.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { useSigningPackage, useWithdrawConsent } from '../api/signing-calls.ts';
import { ConsentWithdrawal } from '@/lib/signing/consent-withdrawal.tsx';
import '@/ui/layout.css';
import '@/lib/signing/signing.css';

/**
 * /{uuid}/signing/support: who to contact, what to do when something in the documents is wrong, and the
 * electronic-records consent with the right to withdraw it.
 */
export const SigningSupportPage = () => {
  const { uuid = '' } = useParams();
  const contact = useLenderContact(null);
  const signing = useSigningPackage(uuid);
  const withdraw = useWithdrawConsent(uuid);
  return (
    <section className="signing-page">
      <PageHeading>Help with your documents</PageHeading>
      <h2>Something wrong in your documents?</h2>
      <p>Do not sign a document that is wrong. Call or email us and tell us what needs to change: a name spelled wrong, an amount you did not expect, the property address.</p>
      <p>We correct the documents and prepare them again. You will sign the new ones; nothing you signed before a correction is used.</p>
      <h2>Questions about the terms</h2>
      <p>Your loan team can explain any term, fee or figure before you sign. You can also ask for paper copies of your documents at no charge.</p>
      <LenderContactCard contact={contact} />
      {signing.data ? <ConsentWithdrawal data={signing.data} withdraw={withdraw} consentPath={`/account/heloc/${uuid}/signing/intro`} /> : null}
      <p>
        <Link to={`/account/heloc/${uuid}/signing/intro`}>Back to signing</Link>
      </p>
    </section>
  );
};

export { SigningSupportPage as Component };

import { getSupportContact } from '@/app/support-contact.ts';

/** How to reach the lender's support team: the brand's phone number (spec fallback) and e-mail. */
export const SupportContactNote = () => {
  const { phone, email } = getSupportContact();
  return (
    <section className="state-screen__support" aria-labelledby="support-title">
      <h2 id="support-title" className="state-screen__subheading">
        Need help?
      </h2>
      <p>
        Call us at <a href={`tel:${phone.replace(/\D/g, '')}`}>{phone}</a>
        {email ? (
          <>
            {' '}
            or e-mail <a href={`mailto:${email}`}>{email}</a>
          </>
        ) : null}
        . Please have your application at hand.
      </p>
    </section>
  );
};

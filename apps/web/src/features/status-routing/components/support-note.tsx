import { getSupportContact } from '@/app/support-contact.ts';

/** How to reach the lender's support team, in the brand's phone number and e-mail. */
export const SupportNote = () => {
  const { phone, email } = getSupportContact();
  return (
    <p className="status-support">
      Questions? Call us at <a href={`tel:${phone.replace(/\D/g, '')}`}>{phone}</a>
      {email ? (
        <>
          {' '}
          or e-mail <a href={`mailto:${email}`}>{email}</a>
        </>
      ) : null}
      .
    </p>
  );
};

/** A support phone (shown as given) and, when known, an e-mail address. */
export type TSupportContactLine = { phone: string; email: string | undefined };

/**
 * "{lead} 888-819-6388 or email help@lender.example." with call and mail links: the one way every page
 * that sends the applicant to support words it. `lead` is the start of the sentence ("Call us at").
 */
export const SupportContactLine = ({ phone, email, lead = 'Call us at' }: TSupportContactLine & { lead?: string }) => (
  <>
    {lead} <a href={`tel:+1${phone.replace(/\D/g, '').slice(-10)}`}>{phone}</a>
    {email ? (
      <>
        {' '}
        or email <a href={`mailto:${email}`}>{email}</a>
      </>
    ) : null}
    .
  </>
);

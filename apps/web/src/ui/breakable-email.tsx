import { Fragment } from 'react';

/**
 * An e-mail address with line-break opportunities before "@" and each ".", so a narrow card wraps it at
 * those points ("dana.whitfield / @harbor / .example") instead of mid-word (issue 10 item 17). Copying the
 * text gives the address unchanged: <wbr> adds no characters.
 */
export const BreakableEmail = ({ email }: { email: string }) => (
  <>
    {email.split(/(?=[@.])/).map((part, index) => (
      <Fragment key={index}>
        {index > 0 ? <wbr /> : null}
        {part}
      </Fragment>
    ))}
  </>
);

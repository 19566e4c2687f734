import { ErrorAlert } from '@/ui/alert.tsx';

/**
 * Why signing waits (the package's `signingBlock`: the certificate of trust, decision 090), shown on the primary's
 * and each co-owner's sign page before any place is signed, instead of the signature steps the sign call would
 * refuse. Nothing when signing is open.
 */
export const SigningBlockNotice = ({ message }: { message: string | null | undefined }) =>
  message ? (
    <ErrorAlert title="You cannot sign yet">
      <p>{message}</p>
    </ErrorAlert>
  ) : null;

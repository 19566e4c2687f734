import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TBankState } from '@lintel/contract';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useBankState } from '../api/bank-api.ts';
import '@/ui/layout.css';
import '../bank.css';

export const errorMessageOf = (error: unknown): string => (isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE);

/** A bank screen: heading and lead, then its body once the bank facts are loaded, if the step is open. */
export const BankFrame = ({
  uuid,
  heading,
  lead,
  statuses,
  children,
}: {
  uuid: string;
  heading: string;
  lead?: ReactNode;
  statuses: readonly string[];
  children: (state: TBankState) => ReactNode;
}) => {
  const state = useBankState(uuid);
  return (
    <section className="bank-page">
      <PageHeading>{heading}</PageHeading>
      {lead ? <p className="bank-page__lead">{lead}</p> : null}
      {state.isPending ? (
        <p role="status" className="bank-page__loading">
          <Spinner /> Loading your bank details…
        </p>
      ) : state.isError ? (
        <ErrorAlert>
          <p>{errorMessageOf(state.error)}</p>
        </ErrorAlert>
      ) : !statuses.includes(state.data.applicationStatus) ? (
        <p>
          This step is not open for your application now. <Link to={`/account/heloc/${uuid}`}>Continue with your application</Link>
        </p>
      ) : (
        children(state.data)
      )}
    </section>
  );
};

export const DISBURSE_STATUSES = ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT'] as const;
export const AUTOPAY_STATUSES = ['AUTOPAY_ACCOUNT', 'VERIFIED_AUTOPAY_ACCOUNT'] as const;

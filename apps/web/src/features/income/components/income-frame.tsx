import type { ReactNode } from 'react';
import type { TIncomeReview } from '@lintel/contract';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useIncomeReview } from '../api/income-api.ts';
import '@/ui/layout.css';
import '../income.css';

export const errorMessageOf = (error: unknown): string => (isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE);

/** An income screen: its heading and lead, then its body once the income facts are loaded. */
export const IncomeFrame = ({
  uuid,
  heading,
  lead,
  refetchInterval,
  children,
}: {
  uuid: string;
  heading: string;
  lead?: ReactNode;
  refetchInterval?: number;
  children: (review: TIncomeReview) => ReactNode;
}) => {
  const review = useIncomeReview(uuid, refetchInterval);
  return (
    <section className="income-page">
      <PageHeading>{heading}</PageHeading>
      {lead ? <p className="income-page__lead">{lead}</p> : null}
      {review.isPending ? (
        <p role="status" className="income-page__loading">
          <Spinner /> Loading your income details…
        </p>
      ) : review.isError ? (
        <ErrorAlert>
          <p>{errorMessageOf(review.error)}</p>
        </ErrorAlert>
      ) : (
        children(review.data)
      )}
    </section>
  );
};

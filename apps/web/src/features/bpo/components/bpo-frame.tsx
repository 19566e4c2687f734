import type { ReactNode } from 'react';
import { PageHeading } from '@/ui/page-heading.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import type { TBpoDetails } from '@lintel/contract';
import { useBpo } from '../api/get-bpo.ts';
import '@/ui/layout.css';
import '../bpo.css';

/** The message of a failed call, as the shared client reports it. */
export const errorMessageOf = (error: unknown): string =>
  isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE;

/**
 * A bpo screen's frame: its heading, the property it concerns, and its body once the details are loaded
 * (a spinner before, an error panel if they cannot be).
 */
export const BpoFrame = ({
  uuid,
  heading,
  lead,
  children,
}: {
  uuid: string;
  heading: string;
  lead: ReactNode;
  children: (details: TBpoDetails) => ReactNode;
}) => {
  const details = useBpo(uuid);
  return (
    <section className="bpo-page">
      <PageHeading>{heading}</PageHeading>
      <p className="bpo-page__lead">{lead}</p>
      {details.isPending ? (
        <p role="status">
          <Spinner /> Loading your property details…
        </p>
      ) : details.isError ? (
        <ErrorAlert>
          <p>{errorMessageOf(details.error)}</p>
        </ErrorAlert>
      ) : (
        <>
          <p className="bpo-address">
            <span className="bpo-address__label">Property</span>
            <span className="bpo-address__value">{details.data.propertyAddress}</span>
          </p>
          {children(details.data)}
        </>
      )}
    </section>
  );
};

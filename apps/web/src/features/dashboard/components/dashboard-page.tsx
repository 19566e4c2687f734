import { Link } from 'react-router';
import type { THelocApplication } from '@lintel/contract';
import { applicationStatusLabel, formatMoney, formatRate } from '@lintel/domain';
import { PageHeading } from '@/ui/page-heading.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { buttonClassName } from '@/ui/button.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { useApplications } from '../api/get-applications.ts';
import { useFundedLine } from '../api/get-funded-line.ts';
import './dashboard.css';

export const NO_APPLICATIONS_MESSAGE = 'You have no applications yet';
const START_APPLICATION_PATH = '/account/heloc/register';

const describeProperty = (application: THelocApplication) => {
  const property = application.property;
  if (!property) return 'Property not entered yet';
  return [property.street1, property.street2, `${property.city}, ${property.state} ${property.zip}`]
    .filter(Boolean)
    .join(', ');
};

const dayText = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** After COMPLETE: the funded line (amount, rate, first payment date and amount). */
const FundedLine = ({ uuid }: { uuid: string }) => {
  const line = useFundedLine(uuid, true).data;
  if (!line) return null;
  return (
    <span className="application-card__funded">
      Funded: {formatMoney(line.amount)} at {formatRate(line.rate)}. First payment {formatMoney(line.firstPaymentAmount)} on{' '}
      {dayText(line.firstPaymentDate)}
      {line.paymentMethod === 'AUTOPAY' ? ' (autopay)' : ''}.
    </span>
  );
};

const ApplicationItem = ({ application }: { application: THelocApplication }) => (
  <li>
    <Link className="application-card" to={`/account/heloc/${application.uuid}`}>
      <span className="application-card__title">
        {application.loanNumber ? `Application ${application.loanNumber}` : 'HELOC application'}
      </span>
      <span className="application-card__detail">{describeProperty(application)}</span>
      <span className="application-card__detail">Status: {applicationStatusLabel(application.applicationStatus)}</span>
      {application.applicationStatus === 'COMPLETE' ? <FundedLine uuid={application.uuid} /> : null}
    </Link>
  </li>
);

export const DashboardPage = () => {
  const applications = useApplications();
  return (
    <section>
      <PageHeading>Your applications</PageHeading>
      {applications.isPending ? (
        <p role="status">Loading your applications…</p>
      ) : applications.isError ? (
        <ErrorAlert>
          <p>{isApiError(applications.error) ? applications.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : applications.data.length === 0 ? (
        <div>
          <p>{NO_APPLICATIONS_MESSAGE}</p>
          <Link className={buttonClassName('primary')} to={START_APPLICATION_PATH}>
            Start an application
          </Link>
        </div>
      ) : (
        <ul className="application-list" aria-label="Applications">
          {applications.data.map((application) => (
            <ApplicationItem key={application.uuid} application={application} />
          ))}
        </ul>
      )}
    </section>
  );
};

export { DashboardPage as Component };

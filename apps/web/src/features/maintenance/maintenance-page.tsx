import { Link } from 'react-router';
import { buttonClassName } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import './maintenance.css';

/** Spec 01 section 8: the maintenance page's title and text. */
export const MAINTENANCE_TITLE = 'Scheduled Maintenance';
export const MAINTENANCE_MESSAGE = 'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!';

type TMaintenancePageProps = { title?: string; message?: string; showDashboardLink?: boolean };

/** Replaces the product (or some of its routes) while the maintenance flag is on. */
export const MaintenancePage = ({ title = MAINTENANCE_TITLE, message = MAINTENANCE_MESSAGE, showDashboardLink = false }: TMaintenancePageProps) => (
  <section className="maintenance">
    <svg className="maintenance__art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="var(--color-surface)" stroke="var(--color-border)" strokeWidth="2" />
      <path
        d="M39.5 18.5a9 9 0 0 0-11.6 11.6L17.6 40.4a3.2 3.2 0 0 0 4.5 4.5l10.3-10.3a9 9 0 0 0 11.6-11.6l-5.4 5.4-4.3-.8-.8-4.3z"
        fill="var(--color-primary)"
      />
    </svg>
    <PageHeading>{title}</PageHeading>
    <p className="maintenance__message">{message}</p>
    {showDashboardLink ? (
      <Link className={buttonClassName('secondary')} to="/dashboard">
        Go to dashboard
      </Link>
    ) : null}
  </section>
);

import { useBrand } from '@/brand/use-brand.ts';
import type { TLoanOfficer } from '../api/loan-officer.ts';
import './registration.css';

const dashed = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
};

/** Who to ask: the referring loan officer when there is one, else the brand's support contact. */
export const ContactSidebar = ({ officer }: { officer: TLoanOfficer | null }) => {
  const brand = useBrand();
  const name = [officer?.userInfo?.firstName, officer?.userInfo?.lastName].filter(Boolean).join(' ');
  const phone = officer?.originatorDisplayInfo?.phoneNumber || brand.supportPhoneNumber.number;
  const email = officer?.originatorDisplayInfo?.email || brand.supportEmail;
  return (
    <aside className="reg-sidebar" aria-labelledby="reg-sidebar-title">
      <h2 id="reg-sidebar-title" className="reg-sidebar__title">
        {officer ? 'Your loan officer' : 'Questions? We can help'}
      </h2>
      {officer && name ? <p className="reg-sidebar__name">{name}</p> : null}
      {officer?.userInfo?.nmls ? <p className="reg-sidebar__muted">NMLS #{officer.userInfo.nmls}</p> : null}
      {!officer ? <p className="reg-sidebar__muted">{brand.companyNameShort} support</p> : null}
      <p>
        <a href={`tel:${phone.replace(/\D/g, '')}`}>{dashed(phone)}</a>
      </p>
      <p>
        <a href={`mailto:${email}`}>{email}</a>
      </p>
    </aside>
  );
};

import { Link } from 'react-router';
import { copyrightLine, formatUsPhone, helocDisclosures, licensedStatesLine } from '@lintel/domain';
import { BrandLogo, useBrand } from '@/brand/index.ts';
import { CeoFeedbackButton } from '@/features/feedback/index.ts';
import { SupportHours } from '@/features/hours/index.ts';
import { useStateLicenses } from '@/features/legal/index.ts';
import { footerLinks } from './footer-links.ts';
import { ILLINOIS_COMMUNITY_REINVESTMENT_NOTICE } from './illinois-notice.ts';
import { LenderMark, NcuaMark } from './lender-marks.tsx';
import '@/ui/visually-hidden.css';
import './footer.css';

const LicensedStates = ({ orgCode }: { orgCode: string }) => {
  const brand = useBrand();
  const { data } = useStateLicenses(orgCode);
  if (!data || data.length === 0) return null;
  return <p data-testid="footer-licensed-states">{licensedStatesLine(brand, data.map((s) => s.name))}</p>;
};

/** The footer of every page: every item of spec 02 sections 2 and 9 for the page's brand. */
export const Footer = () => {
  const brand = useBrand();
  const phone = brand.supportPhoneNumber.number;
  return (
    <footer className="footer">
      <div className="footer__top">
        <div className="footer__company">
          <BrandLogo className="footer__logo" />
          <address className="footer__address">
            <span>{brand.companyName}</span>
            <span>{brand.companyAddress}</span>
            <span>
              NMLS ID{' '}
              <a href={brand.nmlsUrl} target="_blank" rel="noreferrer">
                #{brand.nmlsNumber}
                <span className="visually-hidden"> (NMLS Consumer Access, opens in a new tab)</span>
              </a>
            </span>
          </address>
          <LicensedStates orgCode={brand.orgCode} />
        </div>
        <div className="footer__support">
          <p className="footer__label">Contact us</p>
          <ul className="footer__plain-list">
            <li>
              <a href={`tel:+1${phone}`}>{formatUsPhone(phone)}</a>
            </li>
            <li>
              <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
            </li>
          </ul>
          <SupportHours orgCode={brand.orgCode} className="footer__hours" />
          <CeoFeedbackButton />
        </div>
        <nav className="footer__links" aria-label="Legal">
          <ul className="footer__plain-list">
            {footerLinks(brand).map((item) => (
              <li key={item.label}>
                {item.external ? (
                  <a href={item.href} target="_blank" rel="noreferrer">
                    {item.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <Link to={item.href}>{item.label}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {brand.lenderImageKey !== 'OTHER' || brand.publicFeatureToggles.showNcuaLogo ? (
        <div className="footer__marks">
          <LenderMark lenderImageKey={brand.lenderImageKey} />
          {brand.publicFeatureToggles.showNcuaLogo ? <NcuaMark /> : null}
        </div>
      ) : null}

      {brand.regulatorNotices.map((notice) => (
        <p key={notice} className="footer__notice">
          {notice}
        </p>
      ))}
      {brand.showIllinoisCommunityReinvestmentNotice ? (
        <section className="footer__notice" aria-labelledby="footer-illinois-notice">
          <h2 id="footer-illinois-notice" className="footer__notice-title">
            Illinois Community Reinvestment Notice
          </h2>
          <p>{ILLINOIS_COMMUNITY_REINVESTMENT_NOTICE}</p>
        </section>
      ) : null}

      <section aria-labelledby="footer-disclosures">
        <h2 id="footer-disclosures" className="footer__notice-title">
          {brand.companyProduct} disclosures
        </h2>
        <ol className="footer__disclosures">
          {helocDisclosures(brand).map((disclosure) => (
            <li key={disclosure.id} id={`disclosure-${disclosure.id}`}>
              {disclosure.text}
            </li>
          ))}
        </ol>
      </section>

      <p className="footer__copyright">{copyrightLine(brand, new Date().getFullYear())}</p>
    </footer>
  );
};

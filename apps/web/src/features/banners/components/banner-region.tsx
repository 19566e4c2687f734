import { useLocation } from 'react-router';
import { useBanners } from '../use-banners.ts';
import '@/ui/visually-hidden.css';
import '../banners.css';

/** Site-wide banners above the page (at most 2); a dismissable one has a Dismiss button. */
export const BannerRegion = () => {
  const { pathname } = useLocation();
  // Checked again on each page change, so a banner published while the visitor is here appears.
  const { banners, dismiss } = useBanners({ reloadKey: pathname });
  if (banners.length === 0) return null;
  return (
    <section className="banner-region" aria-label="Announcements">
      {banners.map((banner) => (
        <div key={banner.uuid} className={`site-banner site-banner--${banner.variant}`} data-banner-uuid={banner.uuid}>
          <svg className="site-banner__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <circle cx="10" cy="10" r="9" fill="currentColor" />
            <path d={banner.variant === 'warn' ? 'M10 5.5v5M10 13.5v.5' : 'M10 9v5M10 6v.5'} stroke="var(--color-bg)" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <p className="site-banner__message">
            <span className="visually-hidden">{banner.variant === 'warn' ? 'Warning: ' : 'Information: '}</span>
            {banner.message}
          </p>
          {banner.dismissable ? (
            <button type="button" className="site-banner__dismiss" aria-label="Dismiss announcement" onClick={() => dismiss(banner.uuid)}>
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
        </div>
      ))}
    </section>
  );
};

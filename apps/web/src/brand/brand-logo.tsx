import type { TBrandLogo } from '@lintel/domain';
import { useBrand } from './use-brand.ts';

/** An inline SVG becomes a data URL: shown through <img>, its content can never run script. */
export const logoSource = (logo: TBrandLogo, baseUrl: string = import.meta.env.BASE_URL): string =>
  logo.kind === 'svg'
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(logo.svg)}`
    : `${baseUrl.replace(/\/?$/, '/')}brand-assets/${logo.file}`;

/** The brand's logo, named by the company for screen readers; height is set by the caller's CSS. */
export const BrandLogo = ({ className }: { className?: string }) => {
  const brand = useBrand();
  return <img className={className ?? 'brand-logo'} src={logoSource(brand.theme.logo)} alt={brand.companyName} height={40} />;
};

import type { TBrandInput } from '@lintel/domain';
import { wordmarkLogo, type TWordmarkMark } from './wordmark-logo.ts';

type TTheme = TBrandInput['theme'];

/**
 * The look shared by the sample mortgage partners: white page, the partner's own primary and accent,
 * and neutral greys picked to keep body text at WCAG AA on white.
 */
export const lightPartnerTheme = (options: {
  name: string;
  primary: string;
  accent: string;
  focus: string;
  mark: TWordmarkMark;
  radius: string;
  loaderAnimation: TTheme['loaderAnimation'];
  headingFont?: string;
}): TTheme => ({
  colors: {
    primary: options.primary,
    primaryContrast: '#ffffff',
    bg: '#ffffff',
    surface: '#f5f6f8',
    text: '#1b1f24',
    textMuted: '#535b66',
    border: '#d3d8de',
    danger: '#b42318',
    success: '#067647',
    warning: '#93370d',
    focus: options.focus,
    accent: options.accent,
  },
  fonts: { body: 'system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif', heading: options.headingFont ?? 'system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif' },
  radius: options.radius,
  logo: { kind: 'svg', svg: wordmarkLogo({ text: options.name, markColor: options.primary, textColor: '#1b1f24', mark: options.mark }) },
  loaderAnimation: options.loaderAnimation,
});

import { z } from 'zod/mini';
import { ZAssetFileName, ZCssLength, ZFontStack, ZHexColor, ZInlineSvg } from './css-values.ts';

/** Semantic colour tokens: components use these names only, never a brand's raw colours. */
export const ZBrandColors = z.object({
  primary: ZHexColor,
  primaryContrast: ZHexColor,
  bg: ZHexColor,
  surface: ZHexColor,
  text: ZHexColor,
  textMuted: ZHexColor,
  border: ZHexColor,
  danger: ZHexColor,
  success: ZHexColor,
  warning: ZHexColor,
  focus: ZHexColor,
  accent: ZHexColor,
});
export type TBrandColors = z.infer<typeof ZBrandColors>;

/** The full-screen loader animations the web app implements in CSS (spec 01: organisation-specific animation). */
export const LOADER_ANIMATIONS = ['pulse', 'orbit', 'bars', 'ripple'] as const;
export const ZLoaderAnimation = z.enum(LOADER_ANIMATIONS);
export type TLoaderAnimation = z.infer<typeof ZLoaderAnimation>;

export const ZBrandLogo = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('svg'), svg: ZInlineSvg }),
  z.object({ kind: z.literal('asset'), file: ZAssetFileName }),
]);
export type TBrandLogo = z.infer<typeof ZBrandLogo>;

export const ZBrandTheme = z.object({
  colors: ZBrandColors,
  fonts: z.object({ body: ZFontStack, heading: ZFontStack }),
  radius: ZCssLength,
  logo: ZBrandLogo,
  loaderAnimation: ZLoaderAnimation,
});
export type TBrandTheme = z.infer<typeof ZBrandTheme>;

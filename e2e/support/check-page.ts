import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/test.ts';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

/** The two sizes every screen is looked at: a phone and a laptop (the layout changes at 1024 px). */
export const SCREENSHOT_VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;

/**
 * A page a test has reached: axe finds nothing, and with LINTEL_SCREENSHOTS=1 it is photographed at both sizes
 * as docs/screenshots/<file>-desktop.png and -mobile.png (the whole page unless `fullPage: false`), then given
 * its size back.
 */
export const checkPage = async (page: Page, file: string, options: { fullPage?: boolean } = {}): Promise<void> => {
  await expectAccessible(page);
  if (process.env.LINTEL_SCREENSHOTS !== '1') return;
  const size = page.viewportSize();
  for (const [label, viewport] of Object.entries(SCREENSHOT_VIEWPORTS)) {
    await page.setViewportSize(viewport);
    // Let the layout settle at the new size before the picture.
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${file}-${label}.png`), fullPage: options.fullPage ?? true });
  }
  if (size) await page.setViewportSize(size);
};

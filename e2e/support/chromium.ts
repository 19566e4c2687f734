import { existsSync } from 'node:fs';

/** Stops the run with an actionable message when Debian's Chromium is not where we expect it. */
export const requireChromium = (chromiumPath: string): string => {
  if (!existsSync(chromiumPath)) {
    console.error(`Chromium not found at ${chromiumPath}: install it with apt-get install -y chromium or set CHROME_PATH`);
    process.exit(1);
  }
  return chromiumPath;
};

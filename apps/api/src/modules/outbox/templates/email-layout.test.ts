import { describe, expect, it } from 'vitest';
import { listBrands } from '@lintel/brands';
import { WCAG_AA_TEXT_CONTRAST, contrastRatio, copyrightLine } from '@lintel/domain';
import { renderEmail } from './email-layout.ts';

const content = {
  subject: 'Reset <your> password',
  preview: 'A link "to" reset',
  heading: '<script>alert(1)</script> Heading',
  paragraphs: ['Tom & Jerry\'s "quote"'],
  action: { label: 'Choose a new password', url: 'https://apply.example/auth/reset-password?org=X&y=1#token=a"b' },
  closing: ['If you did not ask, ignore this.'],
};

describe('the branded email layout', () => {
  it.each(listBrands().map((brand) => [brand.orgCode, brand] as const))('%s: accessible, escaped, readable', (_code, brand) => {
    const email = renderEmail({ brand, content, publicUrl: 'http://localhost:3000', now: new Date('2026-03-01T00:00:00Z') });
    expect(email.html).toMatch(/^<!DOCTYPE html>\n<html lang="en" dir="ltr">/);
    expect(email.html).toContain('<title>Reset &lt;your&gt; password</title>');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Heading');
    expect(email.html).toContain('Tom &amp; Jerry&#39;s &quot;quote&quot;');
    expect(email.html).toContain('href="https://apply.example/auth/reset-password?org=X&amp;y=1#token=a&quot;b"');
    // Layout tables are not data tables, and the action is real text, not an image.
    expect(email.html.match(/<table /g)?.length).toBe(email.html.match(/<table role="presentation"/g)?.length);
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain(brand.companyName);
    expect(email.html).toContain(`NMLS ID #${brand.nmlsNumber}`);

    // Every colour used for text is readable on the page's background or the box it sits in.
    const c = brand.theme.colors;
    const textColours = [...email.html.matchAll(/[;"]color:(#[0-9a-fA-F]{6})/g)].map((m) => m[1]!);
    for (const colour of textColours) {
      const on = colour === c.primaryContrast ? c.primary : c.bg;
      expect(contrastRatio(colour, on), `${colour} on ${on}`).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
    }

    // The plain-text part carries the same words and every link.
    expect(email.text).toContain('<script>alert(1)</script> Heading');
    expect(email.text).toContain(`${content.action.label}: ${content.action.url}`);
    expect(email.links[0]).toBe(content.action.url);
    for (const link of email.links) expect(email.text).toContain(link);
    expect(email.text).toContain(copyrightLine(brand, 2026));
  });
});

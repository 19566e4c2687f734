import { describe, expect, it } from 'vitest';
import { cleanFileName, isAcceptedUploadContentType, UPLOAD_MESSAGES } from './upload-rules.ts';

describe('upload rules', () => {
  it('keeps only the last path segment, without control characters or quotes', () => {
    expect(cleanFileName('C:\\Users\\ada\\pay"stub\n.pdf')).toBe('paystub.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('   ')).toBe('document');
    expect(cleanFileName(undefined, 'summary.pdf')).toBe('summary.pdf');
    expect(cleanFileName('a'.repeat(400))).toHaveLength(255);
  });

  it('accepts PDF, JPEG, PNG and HEIC only', () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif'])
      expect(isAcceptedUploadContentType(type)).toBe(true);
    for (const type of ['application/x-elf', 'image/gif', 'toString', undefined]) expect(isAcceptedUploadContentType(type)).toBe(false);
  });

  it('names the file in every message about one', () => {
    expect(UPLOAD_MESSAGES.tooLarge('big.pdf')).toContain('big.pdf');
    expect(UPLOAD_MESSAGES.empty('empty.png')).toContain('empty.png');
    expect(UPLOAD_MESSAGES.wrongType('setup.pdf')).toContain('setup.pdf');
  });
});

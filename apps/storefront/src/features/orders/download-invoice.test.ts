import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './download-invoice';

describe('dispositionFileName', () => {
  it('reads a quoted, a bare and an RFC 5987 file name (the extended one first)', () => {
    expect(dispositionFileName('attachment; filename="invoice-SL-20261127-7KQ2M.pdf"')).toBe(
      'invoice-SL-20261127-7KQ2M.pdf',
    );
    expect(dispositionFileName('attachment; filename=invoice.pdf')).toBe('invoice.pdf');
    expect(dispositionFileName(`attachment; filename="plain.pdf"; filename*=UTF-8''invoice%20SL.pdf`)).toBe(
      'invoice SL.pdf',
    );
  });

  it('gives null without a header or a name', () => {
    expect(dispositionFileName(null)).toBeNull();
    expect(dispositionFileName('attachment')).toBeNull();
  });
});

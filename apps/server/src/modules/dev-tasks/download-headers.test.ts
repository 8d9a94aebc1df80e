import { describe, expect, it } from 'vitest';
import { attachmentDisposition, attachmentName } from './download-headers';

/** The name a client reads back from filename*= (RFC 5987). */
const decoded = (header: string) => decodeURIComponent(header.split("filename*=UTF-8''")[1] as string);

describe('the download name', () => {
  it('offers the original name in UTF-8 beside an ASCII fallback', () => {
    for (const name of ['דוח מכירות.pdf', 'รายงาน.xlsx', 'plain.txt', "it's (final) *v2*.docx"]) {
      const header = attachmentDisposition(name);
      expect(header).toMatch(
        /^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/,
      );
      expect(decoded(header)).toBe(name);
    }
    expect(attachmentDisposition('דוח מכירות.pdf')).toContain('filename="_ _.pdf"');
    expect(attachmentDisposition('plain.txt')).toBe(
      `attachment; filename="plain.txt"; filename*=UTF-8''plain.txt`,
    );
  });

  it('keeps quotes, semicolons, backslashes and percents out of the quoted fallback', () => {
    const name = 'a"b;c\\d%20e.csv';
    const header = attachmentDisposition(name);
    expect(header).toContain('filename="a_b_c_d_20e.csv"');
    expect(decoded(header)).toBe(name);
    expect(header.split(';')).toHaveLength(3);
  });

  it('stores a name without path or control characters (no newline can reach a header)', () => {
    expect(attachmentName('C:\\Users\\me\\report.pdf')).toBe('report.pdf');
    expect(attachmentName('../../etc/passwd')).toBe('passwd');
    expect(attachmentName('two\r\nlines\t.txt')).toBe('two lines .txt');
    expect(attachmentName('  ')).toBe('file');
    // As a browser sends them in a form: the quote, LF and CR escaped.
    expect(attachmentName('a %22quoted%22 name%0D%0A.txt')).toBe('a "quoted" name .txt');
    expect(attachmentName('x'.repeat(300))).toHaveLength(255);
    const header = attachmentDisposition(attachmentName('evil\r\nSet-Cookie: a=b.txt'));
    expect(header).not.toMatch(/[\r\n]/);
  });
});

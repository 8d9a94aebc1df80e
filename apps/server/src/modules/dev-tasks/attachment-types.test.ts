import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sampleImage } from '../../../test/uploads';
import { plainText, sniffAttachmentType, textChecker } from './attachment-types';
import { docxStart, odtStart, samplePdf, zipStart } from './testing/sample-files';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('the type of a task attachment, from its first bytes', () => {
  it('knows the allowed documents, images and archives', async () => {
    const cases: [Uint8Array, string][] = [
      [samplePdf(), 'application/pdf'],
      [await sampleImage('png', 8, 8), 'image/png'],
      [await sampleImage('jpeg', 8, 8), 'image/jpeg'],
      [await sampleImage('gif', 8, 8), 'image/gif'],
      [await sampleImage('webp', 8, 8), 'image/webp'],
      [zipStart([{ name: 'a.txt', content: 'hello' }]), 'application/zip'],
      [bytes(0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)), 'application/zip'],
      [docxStart(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [odtStart(), 'application/vnd.oasis.opendocument.text'],
      [bytes(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4), 'application/x-7z-compressed'],
      [gzipSync(Buffer.from('price list')), 'application/gzip'],
    ];
    for (const [head, type] of cases) expect(sniffAttachmentType(head, true), type).toBe(type);
  });

  it('takes UTF-8 text and CSV as plain text, in any language', () => {
    for (const text of ['name,price\n"Milk, 1l",5.90\n', 'שלום עולם', 'สวัสดี', '\uFEFFwith a BOM', '']) {
      expect(sniffAttachmentType(Buffer.from(text), true), text).toBe(plainText);
    }
  });

  it('refuses anything else: executables, AVIF, UTF-16, a NUL, broken UTF-8', async () => {
    const refused = [
      bytes(0x4d, 0x5a, 0x90, 0x00, 0x03), // a Windows executable
      bytes(0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00), // ELF
      Buffer.from('\uFEFFhi', 'utf16le'),
      Buffer.from('text\0with a NUL'),
      bytes(0x68, 0x69, 0xc3, 0x28), // an invalid sequence
      bytes(0xff, 0xfe, 0x00),
      (await sampleImage('avif', 8, 8)).subarray(0, 64),
    ];
    for (const head of refused) expect(sniffAttachmentType(head, true)).toBeNull();
  });

  it('leaves a character cut at the end of a partial head for the rest to complete', () => {
    const text = Buffer.from('אב');
    expect(sniffAttachmentType(text.subarray(0, 3), false)).toBe(plainText);
    expect(sniffAttachmentType(text.subarray(0, 3), true)).toBeNull();
  });
});

describe('the text check over chunks', () => {
  it('accepts a character split between chunks and refuses one cut at the end', () => {
    const text = Buffer.from('ก,ข\n');
    const whole = textChecker();
    expect(whole.push(text.subarray(0, 2)) && whole.push(text.subarray(2)) && whole.end()).toBe(true);
    const cut = textChecker();
    expect(cut.push(text.subarray(0, 2))).toBe(true);
    expect(cut.end()).toBe(false);
  });

  it('refuses a NUL or broken UTF-8 in a later chunk', () => {
    const checker = textChecker();
    expect(checker.push(Buffer.from('fine so far'))).toBe(true);
    expect(checker.push(Buffer.from([0x00]))).toBe(false);
    expect(checker.end()).toBe(false);
  });
});

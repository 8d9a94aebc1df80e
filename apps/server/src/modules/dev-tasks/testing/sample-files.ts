import { deflateRawSync } from 'node:zlib';

/** A small valid PDF (one empty page), with some bytes past 8 KiB so it streams in several chunks. */
export function samplePdf(padding = 20_000): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    `% ${'x'.repeat(padding)}`,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

/** A ZIP's local file entries (deflated unless `stored`), as an archive starts: enough for sniffing. */
export function zipStart(entries: { name: string; content: string; stored?: boolean }[]): Buffer {
  return Buffer.concat(
    entries.map(({ name, content, stored }) => {
      const data = stored ? Buffer.from(content) : deflateRawSync(Buffer.from(content));
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(stored ? 0 : 8, 8);
      header.writeUInt32LE(data.length, 18);
      header.writeUInt32LE(content.length, 22);
      header.writeUInt16LE(Buffer.byteLength(name), 26);
      return Buffer.concat([header, Buffer.from(name), data]);
    }),
  );
}

export const docxStart = () =>
  zipStart([
    { name: '[Content_Types].xml', content: '<?xml version="1.0"?><Types/>' },
    { name: '_rels/.rels', content: '<Relationships/>' },
    { name: 'word/document.xml', content: '<w:document/>' },
  ]);

export const odtStart = () =>
  zipStart([
    { name: 'mimetype', content: 'application/vnd.oasis.opendocument.text', stored: true },
    { name: 'content.xml', content: '<office:document-content/>' },
  ]);

/**
 * A real one-page PDF (a line of text in Helvetica), built byte by byte with a correct cross-reference
 * table: an upload the server accepts by its content. The binary comment after the header (as PDF
 * writers put there) makes it no valid UTF-8, so any text decoding on the way would show.
 */
export function minimalPdf(text = 'Task report'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const stream = `BT /F1 18 Tf 36 72 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [
    Buffer.from('%PDF-1.4\n', 'latin1'),
    Buffer.from([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]),
  ];
  let length = parts.reduce((sum, part) => sum + part.length, 0);
  const offsets: number[] = [];
  for (const [index, body] of objects.entries()) {
    const object = Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    offsets.push(length);
    parts.push(object);
    length += object.length;
  }
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/**
 * What a task attachment is, by its content's first bytes against decision 0050's allowlist: never
 * by its name or the type the client claims.
 */

/** Plain text and CSV: valid UTF-8 without NUL, served as this. */
export const plainText = 'text/plain; charset=utf-8';

/** Bytes enough for every signature and for the Office formats' first entries in a ZIP. */
export const sniffHeadBytes = 8192;

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const signatures: { type: string; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: ascii('%PDF-') },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: ascii('GIF87a') },
  { type: 'image/gif', bytes: ascii('GIF89a') },
  { type: 'application/x-7z-compressed', bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { type: 'application/gzip', bytes: [0x1f, 0x8b, 0x08] },
  // A ZIP's first entry, or the end record alone (an empty archive).
  { type: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { type: 'application/zip', bytes: [0x50, 0x4b, 0x05, 0x06] },
];

const startsWith = (head: Uint8Array, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, index) => head[at + index] === byte);

const openDocumentTypes = ['text', 'spreadsheet', 'presentation'].map(
  (kind) => `application/vnd.oasis.opendocument.${kind}`,
);
const officeTypes: [string, string][] = [
  ['word/', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xl/', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['ppt/', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
];

/**
 * The Office document a ZIP holds, by its first entries: OpenDocument's stored `mimetype` entry
 * comes first; Office Open XML's `[Content_Types].xml` comes with the `word/`, `xl/` or `ppt/`
 * entries. Any other ZIP stays application/zip.
 */
function zipType(head: Uint8Array): string {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  const text = bytes.toString('latin1');
  const nameLength = bytes.length >= 30 ? bytes.readUInt16LE(26) : 0;
  const extraLength = bytes.length >= 30 ? bytes.readUInt16LE(28) : 0;
  if (text.slice(30, 30 + nameLength) === 'mimetype') {
    const content = text.slice(30 + nameLength + extraLength);
    const found = openDocumentTypes.find((type) => content.startsWith(type));
    if (found) return found;
  }
  if (text.includes('[Content_Types].xml')) {
    const found = officeTypes.find(([folder]) => text.includes(folder));
    if (found) return found[1];
  }
  return 'application/zip';
}

/**
 * The type of a file from its first bytes (up to `sniffHeadBytes`, fewer when that is the whole
 * file): a binary type of the allowlist, `plainText` when the bytes so far are UTF-8 without NUL (the
 * rest must be checked as it comes: `textChecker`), or null: refused.
 */
export function sniffAttachmentType(head: Uint8Array, wholeFile: boolean): string | null {
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  const signed = signatures.find((signature) => startsWith(head, signature.bytes));
  if (signed) return signed.type === 'application/zip' ? zipType(head) : signed.type;
  const checker = textChecker();
  return checker.push(head) && (!wholeFile || checker.end()) ? plainText : null;
}

/**
 * Checks a file's chunks in turn as UTF-8 without NUL (a character may be cut between chunks):
 * `push` and `end` answer false once it is not.
 */
export function textChecker() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let valid = true;
  return {
    push(chunk: Uint8Array): boolean {
      if (!valid) return false;
      try {
        valid = !decoder.decode(chunk, { stream: true }).includes('\0');
      } catch {
        valid = false;
      }
      return valid;
    },
    end(): boolean {
      if (!valid) return false;
      try {
        decoder.decode();
      } catch {
        valid = false;
      }
      return valid;
    },
  };
}

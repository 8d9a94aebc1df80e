/** What browsers escape in a multipart file name (the HTML standard): the quote, LF and CR. */
const formEscapes: Record<string, string> = { '%22': '"', '%0A': '\n', '%0D': '\r' };

/**
 * A stored name as shown: the browser's escapes undone, no path, no control characters (a newline
 * would break a header), at most 255 characters.
 */
export function attachmentName(uploaded: string): string {
  const unescaped = uploaded.replace(
    /%(22|0A|0D)/gi,
    (escaped) => formEscapes[escaped.toUpperCase()] ?? escaped,
  );
  const base = unescaped.split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
  return [...cleaned].slice(0, 255).join('') || 'file';
}

/** Printable ASCII a quoted filename keeps as is: no quote, backslash, percent or semicolon. */
const fallbackKept = /[^\x20-\x7e]|["\\%;]/g;

/**
 * `Content-Disposition: attachment` with the name twice (RFC 6266): an ASCII fallback (every other
 * character as `_`) for old clients, and the whole name as UTF-8 in RFC 5987's `filename*`.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(fallbackKept, '_').replace(/_+/g, '_').trim() || 'file';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The download's headers: never shown inline, never sniffed (the route's `cache` keeps it from being stored). */
export function downloadHeaders(name: string, contentType: string, fileSize: number) {
  return {
    'content-type': contentType,
    'content-length': String(fileSize),
    'content-disposition': attachmentDisposition(name),
    'x-content-type-options': 'nosniff',
    'content-security-policy': 'sandbox',
  };
}

/** HTML-escapes a text or attribute value (both quote kinds, so any attribute quoting is safe). */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * JSON to put inside a `<script>` element (JSON-LD, the dehydrated query state): `<`, `>` and `&`
 * become `\u` escapes, so no value can close the element or open a comment, and U+2028/U+2029 too,
 * which older JavaScript parsers treat as line ends. `JSON.parse` gives back the same value.
 */
export function safeJsonForScript(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new Error('safeJsonForScript: the value has no JSON form');
  return json
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** `<tag a="…" b="…">`, every value escaped; void elements only (meta, link). */
export function voidTag(name: 'meta' | 'link', attributes: Record<string, string>): string {
  const written = Object.entries(attributes).map(([key, value]) => ` ${key}="${escapeHtml(value)}"`);
  return `<${name}${written.join('')}>`;
}

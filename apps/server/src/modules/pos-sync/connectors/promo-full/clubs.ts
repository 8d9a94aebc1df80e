/**
 * The club codes of a club value (decision 0069): '0', '0 - כלל הלקוחות' or nothing is everyone ([]),
 * 'N - label' is ['N'], '(2=a|2=b)' is ['2']. An '&' expression, or text without a code, is an error.
 * Several values (a Clubs list) are any of them; one of them everyone makes the promotion everyone's.
 */
export function clubCodesOf(values: string[]): { codes: string[] } | { error: string } {
  const codes = new Set<string>();
  for (const value of values) {
    if (value.includes('&')) return { error: `club expression "${value}" asks for several clubs at once` };
    const alternatives = /^\((.*)\)$/.exec(value);
    const parts = alternatives ? (alternatives[1] ?? '').split('|') : [value];
    for (const part of parts) {
      const code = (alternatives ? /^\s*\(?\s*(\d+)\s*=/ : /^(\d+)\s*(?:-.*)?$/s).exec(part)?.[1];
      if (code === undefined) return { error: `club value "${value}" holds no club code` };
      codes.add(String(Number(code)));
    }
  }
  return codes.has('0') ? { codes: [] } : { codes: [...codes] };
}

/** What a number field shows and holds after a keystroke; null when the keystroke is refused. */
type NumberEntry = { text: string; value: number | null };

type NumberBounds = { min?: number; max?: number };

/** Digits, a minus only in front, one decimal point: "1a2" → "12", "1.2.3" → "1.23", "--1" → "-1". */
export function cleanNumberText(raw: string): string {
  let text = '';
  let dot = false;
  for (const char of raw) {
    if (char >= '0' && char <= '9') text += char;
    else if (char === '-' && text === '') text += char;
    else if (char === '.' && !dot) {
      dot = true;
      text += char;
    }
  }
  return text;
}

/** The number the text holds; null for nothing, a lone minus or a lone dot. */
export function numberOf(text: string): number | null {
  if (text === '' || text === '-' || text === '.' || text === '-.') return null;
  const value = Number(text);
  return Object.is(value, -0) ? 0 : value;
}

/**
 * Past the bounds with no way back by typing on: typing only moves a positive number up and a
 * negative one down, so a positive past max, a negative below min, or a minus when min ≥ 0.
 * A positive number still short of min may be on its way (1 → 15 with min 10): the schema says.
 */
function beyondBounds(text: string, value: number | null, { min, max }: NumberBounds): boolean {
  const negative = text.startsWith('-');
  if (negative && min !== undefined && min >= 0) return true;
  if (value === null) return false;
  if (!negative && max !== undefined && value > max) return true;
  return negative && min !== undefined && value < min;
}

/** The entry after the input's text became `raw`; null when the keystroke must be refused. */
export function acceptNumberText(raw: string, bounds: NumberBounds = {}): NumberEntry | null {
  const text = cleanNumberText(raw);
  const value = numberOf(text);
  return beyondBounds(text, value, bounds) ? null : { text, value };
}

/** The text a number is shown as (the form's value set from outside: defaults, a reset). */
export function numberText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

function decimalsOf(value: number): number {
  return (String(value).split('.')[1] ?? '').length;
}

/** One step up or down from `value`, kept within the bounds and to the step's decimals. */
export function stepNumber(
  value: number | null,
  step: number,
  direction: 1 | -1,
  bounds: NumberBounds,
): number {
  const decimals = Math.max(decimalsOf(step), decimalsOf(value ?? 0));
  const next = Number(((value ?? 0) + direction * step).toFixed(decimals));
  return Math.min(
    bounds.max ?? Number.POSITIVE_INFINITY,
    Math.max(bounds.min ?? Number.NEGATIVE_INFINITY, next),
  );
}

const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A file's size as the spec shows it: bytes in steps of 1024 up to TB, at most one decimal, none
 * for bytes or a whole number (0 B, 512 B, 1.5 KB, 2 MB, 1024 TB). Read left to right in every language.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  // 1023.96 KB rounds to 1024.0: shown as the next unit up.
  if (rounded >= 1024 && unit < units.length - 1) return `1 ${units[unit + 1]}`;
  return `${rounded} ${units[unit]}`;
}

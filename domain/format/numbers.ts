/** Ratings in lists are integers; missing values are a dash. */
export function formatNumber(value: number | null | undefined, digits = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return value.toFixed(digits);
}

export function formatSigned(value: number | null | undefined, digits = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const text = Math.abs(value).toFixed(digits);
  if (Number(text) === 0) return text;
  return value > 0 ? `+${text}` : `−${text}`;
}

/** Whole numbers with thousands separated by (non-breaking) spaces: 1234567 -> '1 234 567'. */
export function formatThousands(value: number | null | undefined, digits = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const [whole, fraction] = Math.abs(value).toFixed(digits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const sign = value < 0 && Number(whole + (fraction ?? '')) !== 0 ? '−' : '';
  return sign + grouped + (fraction ? `.${fraction}` : '');
}

const ABBREVIATIONS = [
  { value: 1e9, suffix: 'B' },
  { value: 1e6, suffix: 'M' },
  { value: 1e3, suffix: 'k' },
] as const;

/** Short counts: 950 -> '950', 1500 -> '1.5k', 2300000 -> '2.3M', 4000000000 -> '4B'. */
export function abbreviateNumber(value: number): string {
  const magnitude = Math.abs(value);
  for (const { value: unit, suffix } of ABBREVIATIONS) {
    if (magnitude >= unit) {
      const scaled = value / unit;
      const text = Math.abs(scaled) >= 100 ? scaled.toFixed(0) : scaled.toFixed(1);
      return `${text.replace(/\.0$/, '')}${suffix}`;
    }
  }
  return String(Math.round(value));
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Byte sizes, 1024-based: 512 -> '512 B', 1536 -> '1.5 KB', 1048576 -> '1 MB'. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, '');
  return `${text}\u00a0${BYTE_UNITS[unit]}`;
}

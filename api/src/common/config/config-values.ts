/** A setting that is missing a value it needs, or holds one it must not: the server does not start. */
export class ConfigError extends Error {}

/** A whole number setting within [min, max]; null when unset. */
export function parseWhole(name: string, value: string | undefined, min: number, max: number) {
  if (value === undefined || value === '') return null;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got '${value}'`);
  }
  return number;
}

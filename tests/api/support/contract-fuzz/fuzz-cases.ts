import {
  HOSTILE_JSON_VALUES,
  HOSTILE_PARAMETER_VALUES,
  HOSTILE_RAW_BODIES,
  pick,
} from './hostile-values';
import type { Operation, SchemaObject } from './openapi-operations';

export interface FuzzCase {
  /** what was made hostile, e.g. 'body.login = "\u0000"' */
  label: string;
  /** the request's path with its query */
  url: string;
  /** raw JSON text, or undefined for no body */
  body?: string;
}

export interface CaseLimits {
  valuesPerParameter: number;
  valuesPerField: number;
  rawBodies: number;
  casesPerOperation: number;
}

/** A value the schema allows, so that a case changes one thing only. */
export function plausibleValue(schema: SchemaObject): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items && (schema.minItems ?? 0) > 0 ? [plausibleValue(schema.items)] : [];
    case 'object':
      return plausibleObject(schema);
    default:
      if (schema.properties) return plausibleObject(schema);
      return schema.format === 'date' ? '2024-05-01' : 'fuzz';
  }
}

function plausibleObject(schema: SchemaObject): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    object[key] = plausibleValue(property);
  }
  return object;
}

/** The body's field paths to make hostile: top-level fields and those of nested objects. */
function fieldPaths(schema: SchemaObject, prefix: (string | number)[] = []): (string | number)[][] {
  const paths: (string | number)[][] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, key];
    paths.push(path);
    if (prefix.length > 0) continue;
    if (property.properties) paths.push(...fieldPaths(property, path));
    if (property.items?.properties) paths.push(...fieldPaths(property.items, [...path, 0]));
  }
  return paths;
}

function withValueAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const step of path.slice(0, -1)) {
    if (typeof target[step] !== 'object' || target[step] === null) {
      target[step] = typeof step === 'number' ? [] : {};
    }
    target = target[step] as Record<string | number, unknown>;
  }
  target[path[path.length - 1]] = value;
  return copy;
}

/** A NUL is in every field's and parameter's cases: PostgreSQL can't store it in text. */
function withNul<T>(values: T[]): (T | string)[] {
  return values.includes('\u0000' as T) ? values : ['\u0000', ...values];
}

function shown(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? '');
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** The cases sent to one operation: one parameter or field made hostile at a time. */
export function casesOf(operation: Operation, random: () => number, limits: CaseLimits) {
  const plainPathValues = Object.fromEntries(
    operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, '1']),
  );
  const urlOf = (pathValues: Record<string, string>, query: Record<string, string>) => {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodeURIComponent(pathValues[name] ?? '1'),
    );
    const search = new URLSearchParams(query).toString();
    return search ? `${path}?${search}` : path;
  };
  const plainBody = operation.body ? JSON.stringify(plausibleValue(operation.body)) : undefined;
  const cases: FuzzCase[] = [];

  for (const parameter of operation.parameters) {
    for (const value of withNul(
      pick(random, HOSTILE_PARAMETER_VALUES, limits.valuesPerParameter),
    )) {
      const url =
        parameter.in === 'path'
          ? urlOf({ ...plainPathValues, [parameter.name]: value }, {})
          : urlOf(plainPathValues, { [parameter.name]: value });
      cases.push({
        label: `${parameter.in} ${parameter.name} = ${shown(value)}`,
        url,
        body: plainBody,
      });
    }
  }
  if (operation.body) {
    const plain = plausibleValue(operation.body);
    for (const path of fieldPaths(operation.body)) {
      for (const value of withNul(pick(random, HOSTILE_JSON_VALUES, limits.valuesPerField))) {
        cases.push({
          label: `body.${path.join('.')} = ${shown(value)}`,
          url: urlOf(plainPathValues, {}),
          body: JSON.stringify(withValueAt(plain, path, value)),
        });
      }
    }
  }
  if (operation.method !== 'GET' && operation.method !== 'DELETE') {
    for (const body of pick(random, HOSTILE_RAW_BODIES, limits.rawBodies)) {
      cases.push({ label: `body ${shown(body)}`, url: urlOf(plainPathValues, {}), body });
    }
  }
  if (cases.length === 0) cases.push({ label: 'as documented', url: urlOf(plainPathValues, {}) });
  return pick(random, cases, limits.casesPerOperation);
}

/**
 * Tiny response decoders. A body that does not match its contract is rejected at the boundary
 * (as an ApiError of kind 'malformed' by the caller), so no screen ever crashes on bad data.
 * Hand-written rather than a schema library: the contract is small and every byte of the first
 * load counts.
 */
export type Decoder<T> = (value: unknown, path: string) => T;

export class DecodeError extends Error {
  override readonly name = 'DecodeError';
}

function fail(path: string, expected: string): never {
  throw new DecodeError(`${path}: expected ${expected}`);
}

export const string: Decoder<string> = (value, path) =>
  typeof value === 'string' ? value : fail(path, 'a string');

export const number: Decoder<number> = (value, path) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fail(path, 'a number');

export const boolean: Decoder<boolean> = (value, path) =>
  typeof value === 'boolean' ? value : fail(path, 'a boolean');

export function literal<T extends string | number>(...options: T[]): Decoder<T> {
  return (value, path) =>
    options.includes(value as T) ? (value as T) : fail(path, options.join(' | '));
}

export function nullable<T>(decoder: Decoder<T>): Decoder<T | null> {
  return (value, path) => (value === null || value === undefined ? null : decoder(value, path));
}

/** An optional field: absent or null becomes undefined. */
export function optional<T>(decoder: Decoder<T>): Decoder<T | undefined> {
  return (value, path) =>
    value === null || value === undefined ? undefined : decoder(value, path);
}

/** A string that defaults to '' when absent or null (texts the UI can fall back from). */
export const text: Decoder<string> = (value, path) =>
  value === null || value === undefined ? '' : string(value, path);

export function array<T>(decoder: Decoder<T>): Decoder<T[]> {
  return (value, path) =>
    Array.isArray(value)
      ? value.map((item, index) => decoder(item, `${path}[${index}]`))
      : fail(path, 'an array');
}

export function record<T>(decoder: Decoder<T>): Decoder<Record<string, T>> {
  return (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return fail(path, 'an object');
    }
    const result: Record<string, T> = {};
    for (const [key, item] of Object.entries(value)) result[key] = decoder(item, `${path}.${key}`);
    return result;
  };
}

type Shape<T> = { [K in keyof T]-?: Decoder<T[K]> };

export function object<T>(shape: Shape<T>): Decoder<T> {
  return (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return fail(path, 'an object');
    }
    const source = value as Record<string, unknown>;
    const result = {} as T;
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      const decoded = shape[key](source[key], `${path}.${key}`);
      if (decoded !== undefined) result[key] = decoded;
    }
    return result;
  };
}

/** A recursive decoder (the category tree). */
export function lazy<T>(get: () => Decoder<T>): Decoder<T> {
  return (value, path) => get()(value, path);
}

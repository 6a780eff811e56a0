import { vi } from 'vitest';

type Expected = string | RegExp | ((...args: unknown[]) => boolean);

function matches(expected: Expected, args: unknown[]): boolean {
  const [first] = args;
  if (typeof expected === 'function') return expected(...args);
  if (typeof expected === 'string') return first === expected;
  return typeof first === 'string' && expected.test(first);
}

/**
 * For a test in which the app is meant to log (the spec's 'Error fetching products', a
 * rejected token's 'Authentication check failed'): calls of console[method] that are one of
 * `expected` (the first argument's whole text or a pattern it matches, or a test of all the
 * arguments) are kept on the returned spy for the test to check, and print nothing. Any other
 * call still reaches the setup's console guard and fails the test.
 */
export function expectConsole(method: 'error' | 'warn' | 'info', ...expected: Expected[]) {
  const guard = console[method];
  if (vi.isMockFunction(guard)) {
    throw new Error(
      `console.${method} is already watched in this test: list every message at once`,
    );
  }
  return vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    if (!expected.some((one) => matches(one, args))) guard.apply(console, args);
  });
}

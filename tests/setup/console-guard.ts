import { format } from 'node:util';

/**
 * console.error and console.warn are where React reports an update outside act(), a key
 * missing from a list or a failed render, and where the app logs what went wrong. A test that
 * prints either without expecting it fails, naming what was printed and where from: in a
 * quiet run a real warning cannot hide. A test that expects a log catches it with
 * `expectConsole` (tests/utils/console.ts), which keeps anything else coming here.
 */
const GUARDED = ['error', 'warn'] as const;

const printed: string[] = [];

/** The first frames of the caller outside node_modules and this file: where the output began. */
function origin(): string {
  const frames = (new Error().stack ?? '')
    .split('\n')
    .slice(1)
    .filter((line) => /\//.test(line) && !/node_modules|console-guard/.test(line))
    .slice(0, 4);
  return frames.length > 0 ? `\n${frames.join('\n')}` : '';
}

export function installConsoleGuard(): void {
  for (const method of GUARDED) {
    console[method] = (...args: unknown[]) => {
      // React's warnings go on with a paragraph of advice; their first one says what happened.
      const [what] = format(...args).split('\n\n');
      printed.push(`console.${method}: ${what}${origin()}`);
    };
  }
}

/** Throws if anything reached the guard since the last check, listing what and where from. */
export function failOnUnexpectedOutput(): void {
  const messages = printed.splice(0);
  if (messages.length === 0) return;
  const counted = new Map<string, number>();
  for (const message of messages) counted.set(message, (counted.get(message) ?? 0) + 1);
  const listed = [...counted].map(([message, times]) =>
    times > 1 ? `(${times}×) ${message}` : message,
  );
  throw new Error(
    `Unexpected console output (${messages.length}); fix its cause or expect it with expectConsole:\n\n${listed.join('\n\n')}`,
  );
}

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

interface MacroContext {
  invalidateOnFileChange(path: string): void;
}

const isMacroContext = (value: unknown): value is MacroContext =>
  typeof value === 'object' && value !== null && 'invalidateOnFileChange' in value;

/**
 * A language's catalogue (src/locales/{locale}.po), compiled: a Parcel macro, run at build time,
 * so the page gets ready-to-format messages and no ICU parser. An edited PO file rebuilds the
 * chunk. Messages not yet translated are left out (the page shows them in English); the
 * catalogue test (tests/i18n/catalogues.test.ts) fails on any.
 */
export function catalogue(this: unknown, locale: string): Record<string, CompiledMessage> {
  // Builds, tests and `lingui extract` all run from the project's root.
  const path = resolve('src/locales', `${locale}.po`);
  if (isMacroContext(this)) this.invalidateOnFileChange(path);
  const parsed = formatter({ explicitIdAsDefault: true }).parse(readFileSync(path, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: path,
  });
  if (parsed instanceof Promise) throw new Error('The PO formatter is expected to parse at once');
  const messages: Record<string, CompiledMessage> = {};
  for (const [id, entry] of Object.entries(parsed)) {
    if (entry.translation) messages[id] = compileMessageOrThrow(entry.translation);
  }
  return messages;
}

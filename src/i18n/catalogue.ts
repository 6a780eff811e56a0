import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { checkMessage } from './format-message';

interface MacroContext {
  invalidateOnFileChange(path: string): void;
  invalidateOnFileCreate(invalidation: { glob: string }): void;
}

const isMacroContext = (value: unknown): value is MacroContext =>
  typeof value === 'object' && value !== null && 'invalidateOnFileChange' in value;

/**
 * A language's catalogue (every area file of src/locales/{locale}/), compiled: a Parcel macro,
 * run at build time, so the page gets ready-to-format messages and no ICU parser. An edited or
 * added PO file rebuilds the chunk. Messages not yet translated are left out (the page shows them
 * in English); the catalogue test (tests/i18n/catalogues.test.ts) fails on any.
 */
export function catalogue(this: unknown, locale: string): Record<string, CompiledMessage> {
  // Builds, tests and `lingui extract` all run from the project's root.
  const folder = resolve('src/locales', locale);
  if (isMacroContext(this)) this.invalidateOnFileCreate({ glob: resolve(folder, '*.po') });
  const messages: Record<string, CompiledMessage> = {};
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.po'))) {
    const path = resolve(folder, name);
    if (isMacroContext(this)) this.invalidateOnFileChange(path);
    const parsed = formatter({ explicitIdAsDefault: true }).parse(readFileSync(path, 'utf8'), {
      locale,
      sourceLocale: 'en',
      filename: path,
    });
    if (parsed instanceof Promise) throw new Error('The PO formatter is expected to parse at once');
    for (const [id, entry] of Object.entries(parsed)) {
      if (!entry.translation) continue;
      messages[id] = compileMessageOrThrow(entry.translation);
      checkMessage(id, messages[id]);
    }
  }
  return messages;
}

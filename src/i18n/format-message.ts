import type {
  CompiledIcuChoices,
  CompiledMessage,
  CompiledMessageToken,
} from '@lingui/message-utils/compileMessage';
import { formatIndianNumber } from '../lib/indian-digits';
import type { MessageValues } from './message';

/**
 * Writes a compiled message (Lingui's compiled ICU form, made at build time by the `msg` and
 * `catalogue` macros) with its values. The storefront's messages use plain arguments, `plural`
 * and `select`, and `checkMessage` keeps it so at build time. Written here rather than taken from
 * @lingui/core's runtime, which writes a plural's `#` with a new `Intl.NumberFormat`: a page's
 * first one costs 70-115 ms on a 4x slowed phone CPU, and the count in the navigation bar's cart
 * link paid it during hydration. Counts are written the Indian way (12,34,567) in both languages.
 */

const CHOICE_TYPES = new Set(['plural', 'selectordinal', 'select']);

/** The argument types `formatMessage` writes; a message using another fails the build. */
export function checkMessage(id: string, message: CompiledMessage): void {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    if (type === undefined) continue;
    if (!CHOICE_TYPES.has(type)) {
      throw new Error(`Message ${id}: {${name}, ${type}} is not supported (plain, plural, select)`);
    }
    for (const [key, choice] of Object.entries(format as CompiledIcuChoices)) {
      if (key !== 'offset' && Array.isArray(choice)) checkMessage(id, choice);
    }
  }
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralRulesOf(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${locale}:${type}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type });
    pluralRules.set(key, rules);
  }
  return rules;
}

function chosen(
  [name, type, format]: Exclude<CompiledMessageToken, string>,
  value: MessageValues[string] | undefined,
  locale: string,
): { choice: CompiledMessage | undefined; count?: number } {
  const choices = format as CompiledIcuChoices;
  if (type === 'select') return { choice: choices[String(value)] ?? choices.other };
  const number = Number(value);
  if (!Number.isFinite(number)) throw new Error(`Message argument {${name}} is not a number`);
  const offset = choices.offset ?? 0;
  const category = pluralRulesOf(locale, type === 'plural' ? 'cardinal' : 'ordinal').select(
    number - offset,
  );
  return {
    choice: choices[String(number)] ?? choices[category] ?? choices.other,
    count: number - offset,
  };
}

function write(
  message: CompiledMessage,
  values: MessageValues,
  locale: string,
  count?: number,
): string {
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      // `#` is the count only inside a plural's branch; the compiler leaves it a token of its own.
      text += token === '#' && count !== undefined ? formatIndianNumber(count) : token;
      continue;
    }
    const value = values[token[0]];
    if (token[1] === undefined) {
      text += value === undefined ? '' : String(value);
      continue;
    }
    // A `#` in a select's branch is the count of the plural around it, if any.
    const { choice, count: inner = count } = chosen(token, value, locale);
    if (choice) text += write(choice, values, locale, inner);
  }
  return text;
}

/** `message` in `locale` (an Intl locale, for plural rules) with `values` put in. */
export function formatMessage(
  message: CompiledMessage,
  values: MessageValues,
  locale: string,
): string {
  return write(message, values, locale);
}

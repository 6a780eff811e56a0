import { defaultBaseConfig, defaultConfig } from '@chakra-ui/react';
import ts from 'typescript';
import type { CodeFile } from './style-references';

/**
 * The tokens the storefront's styles may name, collected mechanically from the same sources as
 * ./style-references (the code of src and of Chakra's components, the recipes, the global CSS,
 * the text/layer/animation styles, keyframes, tokens and utilities of the system).
 *
 * A style names a token by its value: `p="4"` is `spacing.4`, `maxW="8xl"` `sizes.8xl`, `mt="-2"`
 * `spacing.2` negated, `{ base: '3', md: '4' }` both, `gap={4}` the number as its key. A value
 * counts for the token category of the style property it is given to (`p` spacing, `w` sizes:
 * Chakra's utilities say which), found by going up from the literal through what passes a value
 * on unchanged (objects, arrays, conditionals, `??`, JSX expressions, template literals) to the
 * nearest property or JSX attribute named after a style property. Any other literal may reach a
 * style by a way the audit cannot follow (a constant, a default parameter, a component's own
 * prop, Chakra's code), so it counts for every category. A style value only names a token when
 * it is the whole value (less `!important` or `!`), so a sentence's numbers name none; the static
 * parts of template literals count word by word as well. A literal that never is a value itself
 * (an operand of arithmetic or a comparison, an index) counts for none.
 *
 * Wherever they are, literals also name tokens by reference: `{spacing.4}`, `token(sizes.full)`,
 * `system.token('radii.l2')`, `var(--chakra-sizes-1\/2)`.
 */
export interface TokenReferences {
  /** Values any token category may take. */
  anyCategory: Set<string>;
  /** Values given to the style properties of one token category. */
  byCategory: Map<string, Set<string>>;
  /** Token names referred to: `spacing.4`. */
  names: Set<string>;
  /** Token CSS variables referred to, without their escapes: `--chakra-sizes-1/2`. */
  variables: Set<string>;
}

/** The token categories each style property (and shorthand) takes its values from. */
function utilityCategories(): Map<string, readonly string[]> {
  const categories = new Map<string, readonly string[]>();
  for (const [property, config] of Object.entries(defaultBaseConfig.utilities ?? {})) {
    const names: string[] = [];
    const values: unknown = config?.values;
    if (typeof values === 'string') names.push(values);
    else if (typeof values === 'function') {
      values((category: string) => {
        names.push(category);
        return {};
      });
    }
    const shorthand: unknown = config?.shorthand;
    for (const name of [property, ...(Array.isArray(shorthand) ? shorthand : [shorthand])]) {
      if (typeof name === 'string') categories.set(name, names);
    }
  }
  return categories;
}

const UTILITIES = utilityCategories();

/** A style property's categories; `undefined` for a name that is none, or one of no category. */
function categoriesOf(name: string | undefined): readonly string[] | undefined {
  const categories = name === undefined ? undefined : UTILITIES.get(name);
  return categories?.length ? categories : undefined;
}

const TOKEN_CATEGORIES = [
  ...Object.keys(defaultConfig.theme?.tokens ?? {}),
  ...Object.keys(defaultConfig.theme?.semanticTokens ?? {}),
].join('|');
const TOKEN_NAME = new RegExp(`\\b(?:${TOKEN_CATEGORIES})\\.[\\w-]+(?:[./][\\w-]+)*`, 'g');
const VARIABLE = /--chakra-(?:[\w-]|\\.)+/g;

function record(
  literal: string,
  categories: readonly string[] | undefined,
  into: TokenReferences,
  words = false,
): void {
  const value = literal.trim().replace(/\s*!(important)?$/, '');
  const values = [value, value.replace(/^-/, ''), value.split('/')[0]!];
  if (words) values.push(...literal.split(/[\s,()]+/).map((word) => word.replace(/^-/, '')));
  for (const category of categories ?? [undefined]) {
    const set =
      category === undefined
        ? into.anyCategory
        : (into.byCategory.get(category) ??
          into.byCategory.set(category, new Set()).get(category)!);
    for (const candidate of values) set.add(candidate);
  }
  recordReferences(literal, into);
}

function recordReferences(literal: string, into: TokenReferences): void {
  for (const [name] of literal.matchAll(TOKEN_NAME)) {
    into.names.add(name).add(name.replace('.-', '.')).add(name.split('/')[0]!);
  }
  for (const [variable] of literal.matchAll(VARIABLE)) {
    into.variables.add(variable.replaceAll('\\', ''));
  }
}

function propertyName(name: ts.PropertyName | ts.JsxAttributeName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)
    ? name.text
    : undefined;
}

/** Whether `parent` hands its child `child` on as (part of) its own value. */
function passesOn(parent: ts.Node, child: ts.Node): boolean {
  if (ts.isConditionalExpression(parent)) return child !== parent.condition;
  if (ts.isBinaryExpression(parent)) {
    const { kind } = parent.operatorToken;
    return (
      kind === ts.SyntaxKind.QuestionQuestionToken ||
      kind === ts.SyntaxKind.BarBarToken ||
      kind === ts.SyntaxKind.AmpersandAmpersandToken
    );
  }
  return (
    ts.isObjectLiteralExpression(parent) ||
    ts.isArrayLiteralExpression(parent) ||
    ts.isParenthesizedExpression(parent) ||
    ts.isJsxExpression(parent) ||
    ts.isAsExpression(parent) ||
    ts.isSatisfiesExpression(parent) ||
    ts.isNonNullExpression(parent) ||
    ts.isPrefixUnaryExpression(parent) ||
    ts.isTemplateSpan(parent) ||
    ts.isTemplateExpression(parent)
  );
}

/**
 * Whether a literal never is a value itself: an operand of arithmetic or a comparison (`24 * 60`,
 * `n > 3`), an index (`list[0]`). Any value built from it is one the audit cannot see, as any
 * value built at run time.
 */
function isConsumed(literal: ts.Node): boolean {
  let node = literal;
  while (ts.isPrefixUnaryExpression(node.parent) || ts.isParenthesizedExpression(node.parent)) {
    node = node.parent;
  }
  const { parent } = node;
  if (!parent) return false;
  if (ts.isElementAccessExpression(parent)) return parent.argumentExpression === node;
  return ts.isBinaryExpression(parent) && !passesOn(parent, node);
}

/** The categories of the style property a literal of code is the value of, if it is one's. */
function styleCategories(literal: ts.Node): readonly string[] | undefined {
  let child = literal;
  for (let parent = literal.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isJsxAttribute(parent)) return categoriesOf(propertyName(parent.name));
    if (ts.isPropertyAssignment(parent)) {
      if (child !== parent.initializer) return undefined;
      const name = propertyName(parent.name);
      if (name !== undefined && UTILITIES.has(name)) return categoriesOf(name);
    } else if (!passesOn(parent, child)) return undefined;
  }
  return undefined;
}

function collectFromCode({ path, text }: CodeFile, into: TokenReferences): void {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const visit = (node: ts.Node): void => {
    if (ts.isNumericLiteral(node)) {
      if (isConsumed(node)) return;
      record(String(Number(node.text)), styleCategories(node), into);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isConsumed(node)) record(node.text, styleCategories(node), into);
    } else if (ts.isTemplateLiteralToken(node)) {
      const template = ts.isTemplateHead(node) ? node.parent : node.parent.parent;
      record(node.text, styleCategories(template), into, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind));
}

/** Style objects: a string's or number's category is that of the nearest style property key. */
function collectFromObject(
  value: unknown,
  categories: readonly string[] | undefined,
  into: TokenReferences,
): void {
  if (typeof value === 'string' || typeof value === 'number') {
    record(String(value), categories, into);
  } else if (typeof value === 'function') {
    collectFromCode({ path: 'function.ts', text: String(value) }, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      collectFromObject(child, UTILITIES.has(key) ? categoriesOf(key) : categories, into);
    }
  }
}

/** Token trees only name tokens by reference; their own values are CSS, no style's value. */
function collectReferences(value: unknown, into: TokenReferences): void {
  if (typeof value === 'string') recordReferences(value, into);
  else if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) collectReferences(child, into);
  }
}

export function collectTokenReferences(
  styles: readonly unknown[],
  tokenTrees: readonly unknown[],
  files: readonly CodeFile[],
): TokenReferences {
  const found: TokenReferences = {
    anyCategory: new Set(),
    byCategory: new Map(),
    names: new Set(),
    variables: new Set(),
  };
  for (const style of styles) collectFromObject(style, undefined, found);
  for (const tree of tokenTrees) collectReferences(tree, found);
  for (const file of files) collectFromCode(file, found);
  return found;
}

/** A token of the system, as its token dictionary lists it. */
export interface TokenEntry {
  name: string;
  extensions: { category: string; cssVar?: { var: string } };
}

/** Whether a style may name a token (a colour palette's semantic colours are the caller's). */
export function isReferenced(token: TokenEntry, used: TokenReferences): boolean {
  const { category, cssVar } = token.extensions;
  const key = token.name.slice(category.length + 1);
  return (
    used.anyCategory.has(key) ||
    (used.byCategory.get(category)?.has(key) ?? false) ||
    used.names.has(token.name) ||
    used.variables.has(cssVar?.var.replaceAll('\\', '') ?? '')
  );
}

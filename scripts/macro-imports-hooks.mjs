/**
 * The module hooks scripts/macro-imports.mjs registers: a module imported `with { type: 'macro' }`
 * is resolved and loaded as a plain import (Node checks the attribute in its default load).
 */
const plain = (context) => {
  if (context.importAttributes?.type !== 'macro') return context;
  const { type: _macro, ...importAttributes } = context.importAttributes;
  return { ...context, importAttributes };
};

export const resolve = (specifier, context, nextResolve) => nextResolve(specifier, plain(context));

export const load = (url, context, nextLoad) => nextLoad(url, plain(context));

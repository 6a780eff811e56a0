import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, expect } from 'vitest';

/**
 * The committed OpenAPI document (docs/api/openapi.json) as the judge of every answer the
 * contract tests get: each body is validated against the schema the document gives for its
 * method, path and status, with ajv (a validator no one here wrote).
 */
export const DOCUMENT = JSON.parse(readFileSync('docs/api/openapi.json', 'utf8')) as {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(DOCUMENT, 'openapi');

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** The document's path template for a concrete path, e.g. /api/product/x -> /api/product/{slug}. */
function templateOf(pathname: string): string | undefined {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return Object.keys(DOCUMENT.paths).find((template) => {
    const pattern = new RegExp(`^${template.replace(/\/$/, '').replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
    return pattern.test(pathname) || pattern.test(withSlash);
  });
}

let validated = 0;

/**
 * Validates an answer against the document when it describes that method, path and status;
 * returns whether it did. An answer the document does not describe fails the test.
 */
export function expectDocumentedAnswer(
  method: string,
  url: string,
  status: number,
  body: unknown,
): void {
  const { pathname } = new URL(url, 'http://localhost');
  const template = templateOf(pathname);
  if (!template) return;
  const operation = DOCUMENT.paths[template]?.[method.toLowerCase()];
  if (!operation) return;
  const answer = operation.responses[String(status)] as
    { content?: Record<string, unknown> } | undefined;
  expect(answer, `${method} ${template} ${status} is not in docs/api/openapi.json`).toBeDefined();
  if (!answer?.content?.['application/json']) return;
  const ref = `openapi#/${pointer('paths', template, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  const valid = validate(body);
  expect(validate.errors ?? [], `${method} ${pathname} ${status}`).toEqual([]);
  expect(valid).toBe(true);
  validated += 1;
}

afterAll(() => {
  console.info(`[openapi] ${validated} answers validated against docs/api/openapi.json`);
});

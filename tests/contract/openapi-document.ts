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
  components: { responses: Record<string, unknown> };
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

function expectValid(ref: string, body: unknown, what: string): void {
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  const valid = validate(body);
  expect(validate.errors ?? [], what).toEqual([]);
  expect(valid).toBe(true);
  validated += 1;
}

/**
 * Validates an answer against the document: the schema of its method, path and status, or, for
 * a method the path does not list, the shared 405 answer (its Allow header naming exactly the
 * documented methods), and for a path the document does not have, the shared 404. An answer
 * the document does not describe fails the test.
 */
export function expectDocumentedAnswer(
  method: string,
  url: string,
  status: number,
  body: unknown,
  headers?: Headers,
): void {
  const { pathname } = new URL(url, 'http://localhost');
  const what = `${method} ${pathname} ${status}`;
  const template = templateOf(pathname);
  if (!template) {
    expect(status, `${what}: a path the document does not have answers 404`).toBe(404);
    expectValid(
      `openapi#/${pointer('components', 'responses', 'UnknownPath', 'content', 'application/json', 'schema')}`,
      body,
      what,
    );
    return;
  }
  const methods = DOCUMENT.paths[template]!;
  const operation = methods[method.toLowerCase()];
  if (!operation) {
    expect(status, `${what}: a method ${template} does not list answers 405`).toBe(405);
    if (headers) {
      const allowed = (headers.get('allow') ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase());
      expect(allowed.sort(), `${what}: Allow`).toEqual(Object.keys(methods).sort());
    }
    expectValid(
      `openapi#/${pointer('components', 'responses', 'MethodNotAllowed', 'content', 'application/json', 'schema')}`,
      body,
      what,
    );
    return;
  }
  const answer = operation.responses[String(status)] as
    { content?: Record<string, unknown> } | undefined;
  expect(answer, `${method} ${template} ${status} is not in docs/api/openapi.json`).toBeDefined();
  expect(answer?.content?.['application/json'], `${what}: documented as JSON`).toBeDefined();
  expectValid(
    `openapi#/${pointer('paths', template, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`,
    body,
    what,
  );
}

afterAll(() => {
  console.info(`[openapi] ${validated} answers validated against docs/api/openapi.json`);
});

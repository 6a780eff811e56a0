import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
// @ts-expect-error -- a plain ESM script without type declarations
import { createPreviewServer } from '../../../scripts/preview.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Serves dist/ (built by scripts/e2e.mjs) the way `npm run preview` does, on a free port. */
export default async function setup(project: TestProject) {
  const server = await (createPreviewServer as () => Promise<Server>)();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** `npm run openapi`: writes docs/api/openapi.json from the API's schemas (scripts/openapi-lib.ts). */
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { buildOpenApi } from './openapi-lib';

const file = 'docs/api/openapi.json';
// Written as the format check wants it, so `npm test` passes right after.
const options = { ...(await resolveConfig(file)), filepath: file };
writeFileSync(file, await format(JSON.stringify(buildOpenApi()), options));
console.info('Wrote docs/api/openapi.json');

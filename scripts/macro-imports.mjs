/**
 * For scripts run by Node (tsx) that import the app's sources: those import `msg` with
 * `with { type: 'macro' }`, an attribute Parcel evaluates at build time and Node rejects
 * (ERR_IMPORT_ASSERTION_TYPE_UNSUPPORTED). This hook drops the attribute, so the function runs
 * when called, as it does under Vitest: `tsx --import ./scripts/macro-imports.mjs script.ts`.
 */
import { register } from 'node:module';

register('./macro-imports-hooks.mjs', import.meta.url);

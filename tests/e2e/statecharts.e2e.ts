import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ESM script without type declarations
import { firstLoad, readBundles } from '../../scripts/bundles.mjs';
import { API_DIR, ensureApiBuild } from './support/api-build';
import { holdApiBuild } from './support/api-build-lock';

/**
 * The statechart walkthrough (/__statecharts) and the inspector (?inspect) are for reviewers:
 * the demo build (the one these journeys run against) carries both as lazy chunks that the
 * first load never fetches; the API build's client (API_BASE_URL set, what a shop deploys and
 * shoppers download) holds neither. Its server bundle is a Node target, where Parcel leaves
 * process.env to run time: there the route is dropped when the server starts with the API build's
 * environment (tests/statecharts/walkthrough.test.tsx, 'the production route tree').
 */
const DEMO_DIR = process.env.DIST_DIR ?? 'dist';

/** Text found only in the walkthrough, its registry, the chart and the inspector. */
const MARKERS = {
  walkthrough: [
    'Statechart walkthrough',
    'Settle ',
    'Relays the userLoggedIn/userLoggedOut window events',
    'Take the arrow: ',
  ],
  inspector: ['Statechart inspector', 'Running statecharts', 'Waiting for a statechart to start'],
};
const ALL_MARKERS = [...MARKERS.walkthrough, ...MARKERS.inspector];
/** Also absent from the API build: the route's path and the inspector's remembered choice. */
const API_ONLY_MARKERS = ['/__statecharts', 'statecharts.inspect'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function markersIn(files: readonly string[], markers: readonly string[]): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return markers.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
  });
}

const scripts = (dir: string) => filesUnder(dir).filter((file) => /\.(js|html)$/.test(file));

beforeAll(async () => {
  const release = await holdApiBuild();
  try {
    ensureApiBuild();
  } finally {
    release();
  }
}, 1_200_000);

describe('the reviewers’ statechart tools in the builds', () => {
  it('the markers are real: each is in the sources', () => {
    const sources = [
      ...filesUnder('src/features/statecharts'),
      'src/app/routes/reviewer.ts',
      'src/lib/inspect.ts',
    ]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    for (const marker of [...ALL_MARKERS, ...API_ONLY_MARKERS]) expect(sources).toContain(marker);
  });

  it('the demo build carries the walkthrough and the inspector in lazy chunks only', () => {
    const files = readBundles(DEMO_DIR) as Map<string, unknown>;
    const entry = new Set(firstLoad(DEMO_DIR, files) as string[]);
    const chunks = scripts(DEMO_DIR).filter((file) => file.endsWith('.js'));
    const found = markersIn(chunks, ALL_MARKERS);
    for (const marker of ALL_MARKERS) {
      expect(
        found.some((hit) => hit.endsWith(`: ${marker}`)),
        marker,
      ).toBe(true);
    }
    const onFirstLoad = found.filter((hit) =>
      entry.has(hit.slice(DEMO_DIR.length + 1).split(':')[0] ?? ''),
    );
    expect(onFirstLoad).toEqual([]);
  });

  it("the API build's client holds neither", () => {
    const files = scripts(API_DIR);
    expect(files.length).toBeGreaterThan(0);
    expect(markersIn(files, [...ALL_MARKERS, ...API_ONLY_MARKERS])).toEqual([]);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paintPath, type SimulatedNode } from '../../scripts/perf-figures.mjs';
import { markdown } from '../../scripts/perf-report.mjs';

const request = (resourceType: string, transferSize: number): SimulatedNode => ({
  type: 'network',
  request: { resourceType, transferSize },
});

describe("what Lighthouse's simulated paint waited for (npm run perf)", () => {
  it('counts the scripts on the path apart from the page, the picture and the tasks', () => {
    const nodeTimings = new Map([
      [request('Document', 27_000), { startTime: 0, endTime: 760 }],
      [request('Image', 4_800), { startTime: 760, endTime: 930 }],
      [{ type: 'cpu' } as const, { startTime: 930, endTime: 1_070 }],
      [request('Script', 57_000), { startTime: 810, endTime: 2_170 }],
      [request('Script', 92_000), { startTime: 1_420, endTime: 2_470 }],
    ]);
    expect(paintPath({ nodeTimings })).toEqual({
      scripts: 2,
      scriptBytes: 149_000,
      scriptsEnd: 2_470,
      restEnd: 1_070,
    });
  });

  it('is zero scripts ending at 0 for a paint that waited for none', () => {
    const nodeTimings = new Map([[request('Document', 15_000), { startTime: 0, endTime: 750 }]]);
    expect(paintPath({ nodeTimings })).toEqual({
      scripts: 0,
      scriptBytes: 0,
      scriptsEnd: 0,
      restEnd: 750,
    });
  });

  it("reports each page's row in the figures' document, a dash where no script was waited for", () => {
    const median = {
      performance: 94,
      accessibility: 100,
      'best-practices': 100,
      cls: 0,
      tbt: 0,
      lcp: 2_470,
      fcp: 2_470,
      script: 566,
      styleLayout: 207,
      otherMain: 676,
      longestTask: 108,
      lcpLoadDelay: 0,
      lcpRenderDelay: 1_629,
      fcpScripts: 10,
      lcpScripts: 10,
      lcpScriptBytes: 217_719,
      lcpScriptsEnd: 2_470,
      lcpOwn: 1_068,
    };
    const text = markdown({
      generated: '2026-11-29',
      lighthouse: '12.8.2',
      chromium: 'Chromium 150',
      throttling: 'simulate',
      runs: 3,
      builds: [
        {
          label: 'API build',
          targets: {
            performance: 95,
            accessibility: 100,
            'best-practices': 95,
            cls: 0.02,
            tbt: 100,
            lcp: 2000,
          },
          pages: [
            {
              path: '/products/',
              runs: [{ failing: [] }],
              median,
              met: {
                performance: false,
                accessibility: true,
                'best-practices': true,
                cls: true,
                tbt: true,
                lcp: false,
              },
            },
            {
              path: '/login',
              runs: [{ failing: [] }],
              median: {
                ...median,
                lcp: 840,
                fcp: 840,
                fcpScripts: 0,
                lcpScripts: 0,
                lcpScriptBytes: 0,
                lcpScriptsEnd: 0,
                lcpOwn: 840,
              },
              met: {
                performance: true,
                accessibility: true,
                'best-practices': true,
                cls: true,
                tbt: true,
                lcp: true,
              },
            },
          ],
        },
      ],
    });
    expect(text).toContain('| `/products/` | 2.47 s | 10 | 10 | 213 KB | 2.47 s | 1.07 s |');
  });
});

// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ESM script without type declarations
import * as bundles from '../../scripts/bundles.mjs';

type Bundles = Record<string, string[]>;
const { readBundles, rendererBundles } = bundles as {
  readBundles: (dir: string) => unknown;
  rendererBundles: (screens: Bundles) => string[];
};
const screensOf = bundles.screenBundles as (dir: string) => Bundles;
const renderOf = bundles.firstRender as (dir: string, files: unknown) => string[];

/**
 * Parcel's output as the production build writes it, cut down: the entry registers its lazy
 * bundles' file names and wraps each dynamic import in a module that loads the bundle(s) and
 * requires the imported module. React DOM's client index re-exports another module whole
 * (`e.exports=n("2I9bi")`); a screen's module has export getters of its own.
 */
const ENTRY =
  'var h=globalThis.parcelRequire,g=h.register;' +
  'g("5uN5X",function(e,t){e.exports=i("lHJHX").then(()=>h("8jB1H"))}),' +
  'g("xFaq1",function(e,t){e.exports=Promise.all([i("a1"),i("a2")]).then(()=>h("faqM1"))}),' +
  'Object.assign(h.i??={},{lHJHX:"client.33333333.js",a1:"faq-screen.11111111.js",a2:"shared.44444444.js"});';
const CLIENT =
  'var t=globalThis.parcelRequire.register;' +
  't("8jB1H",function(e,t){!function e(){}(),e.exports=n("2I9bi")}),' +
  't("2I9bi",function(t,r){e(t.exports,"createRoot",function(){return a}),e(t.exports,"hydrateRoot",function(){return b});var a,b});';
const FAQ =
  'var t=globalThis.parcelRequire.register;' +
  't("faqM1",function(t,r){e(t.exports,"FaqScreen",function(){return f});var f});';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'bazaar-bundles-'));
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
  return dir;
}

describe("the build's bundle map (scripts/bundles.mjs)", () => {
  it("finds React DOM's chunk behind its client index, and each screen's bundles", () => {
    const dist = build({
      'index.html': '<!doctype html><script type=module src=/main.0123abcd.js></script>',
      'main.0123abcd.js': ENTRY,
      'client.33333333.js': CLIENT,
      'faq-screen.11111111.js': FAQ,
      'shared.44444444.js': '',
    });
    const screens = screensOf(dist);
    expect(screens.hydrateRoot).toEqual(['client.33333333.js']);
    expect(screens.FaqScreen).toEqual(['faq-screen.11111111.js', 'shared.44444444.js']);
    expect(rendererBundles(screens)).toEqual(['client.33333333.js']);
    // The first render: the entry and React DOM's chunk, not the screens' chunks.
    expect(renderOf(dist, readBundles(dist))).toEqual(['main.0123abcd.js', 'client.33333333.js']);
  });

  it("fails a build whose entry does not import React DOM's client", () => {
    expect(() => rendererBundles({ FaqScreen: ['faq-screen.11111111.js'] })).toThrow(
      'No dynamic import of hydrateRoot (React DOM) found',
    );
  });
});

/**
 * Benchmarks the creation of the storefront's Chakra system (npm run bench:system): what the first
 * render pays before anything else (src/app/providers.tsx calls getSystem, src/theme/system.ts),
 * and what each of the system's inputs costs of it.
 *
 * Every figure is a cold call: each sample is a fresh Node process that imports the modules, then
 * times one createSystem (V8's code not yet optimised, Chakra's memos empty), as in a page's first
 * load. The variants run interleaved, round by round, so a busy moment of the machine spreads over
 * all of them. A sample also times:
 *  - "provider": the CSS the ChakraProvider's two <Global> elements insert at the first render
 *    (the layer order and system._global: reset, global CSS, token CSS), serialised by Emotion
 *    and compiled by stylis, as its insertion does;
 *  - "warm": the median of a few more createSystem calls in the same process (code optimised), a
 *    steadier figure for comparing the variants.
 * "app" is getSystem() in Node, where no server-rendered page holds the theme's global CSS: the
 * system and that CSS, as the client shell pays them. "base" and the variants are createSystem
 * alone, as a server-rendered page pays it: Chakra builds the global CSS (reset, global CSS, token
 * CSS) at the first read of the system's `_global` (patches/@chakra-ui+react+3.37.0.patch), which
 * such a page never makes; here "provider" makes it.
 * These are Node figures on this machine: a budget phone's browser (Chromium at 4x CPU slowdown)
 * takes about 4-5 times as long. Compare figures of one run only; the machine is shared.
 *
 *   npx tsx scripts/bench-system.ts [--rounds 7] [--only app,base,...] [--before DIR]
 *
 * --before DIR adds the "app" and "base" variants of another copy of the project (e.g. a
 * checkout of the main branch, its node_modules linked), run interleaved with this one's.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SystemConfig, SystemContext } from '@chakra-ui/react';
import type { Interpolation } from '@emotion/serialize';
import type * as SystemModuleType from '../src/theme/system';

type Config = Record<string, unknown>;
type SystemModule = typeof SystemModuleType;

/** Each variant takes one part out of every config given to createSystem. */
const VARIANTS: Record<string, readonly string[][]> = {
  app: [],
  base: [],
  'no semantic colours': [['theme', 'semanticTokens', 'colors']],
  'no colour tokens': [['theme', 'tokens', 'colors']],
  'no other semantic tokens': [
    ['theme', 'semanticTokens', 'shadows'],
    ['theme', 'semanticTokens', 'radii'],
  ],
  'no sizes, spacing': [
    ['theme', 'tokens', 'sizes'],
    ['theme', 'tokens', 'spacing'],
  ],
  'no other tokens': [
    'animations aspectRatios blurs borders cursor durations easings fonts fontSizes fontWeights letterSpacings lineHeights radii shadows zIndex'
      .split(' ')
      .map((category) => ['theme', 'tokens', category]),
  ].flat(),
  'no text/layer/animation styles': [
    ['theme', 'textStyles'],
    ['theme', 'layerStyles'],
    ['theme', 'animationStyles'],
  ],
  'no keyframes': [['theme', 'keyframes']],
  'no recipes': [['theme', 'recipes']],
  'no global CSS, preflight': [['globalCss'], ['preflight']],
  'no conditions': [['conditions']],
  'no utilities': [['utilities']],
};

function without(config: Config, path: readonly string[]): Config {
  const [key, ...rest] = path;
  if (key === undefined || !(key in config)) return config;
  const { [key]: child, ...others } = config;
  if (rest.length === 0) return others;
  return { ...others, [key]: without(child as Config, rest) };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Sample {
  create: number;
  provider: number;
  warm: number;
  tokenCssLength: number;
  tokenVariables: number;
}

async function child(variant: string, systemModule: string): Promise<Sample> {
  const { createSystem } = await import('@chakra-ui/react');
  const { default: createCache } = await import('@emotion/cache');
  const { serializeStyles } = await import('@emotion/serialize');
  const { getSystem, getGlobalStyles, SYSTEM_CONFIGS } = (await import(
    systemModule
  )) as Partial<SystemModule> & Pick<SystemModule, 'getSystem' | 'SYSTEM_CONFIGS'>;
  const paths = VARIANTS[variant] ?? [];
  const configs = () =>
    SYSTEM_CONFIGS.map((config) =>
      paths.reduce((part, path) => without(part, path), config as Config),
    ) as SystemConfig[];
  const make = (): SystemContext => (variant === 'app' ? getSystem() : createSystem(...configs()));

  let start = performance.now();
  const system = make();
  const create = performance.now() - start;

  const cache = createCache({ key: 'css' });
  const insert = (styles: Interpolation<unknown>) =>
    cache.insert('', serializeStyles([styles], cache.registered), cache.sheet, true);
  start = performance.now();
  insert(system.layers.atRule);
  // The app's system hands its global CSS to a <Global> of its own (src/theme/theme-provider);
  // a copy of the project from before that change still holds it in the system.
  insert(variant === 'app' && getGlobalStyles ? getGlobalStyles() : system._global);
  const provider = performance.now() - start;

  const warmRuns: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    start = performance.now();
    createSystem(...configs());
    warmRuns.push(performance.now() - start);
  }

  const tokenCss = insert(system.getTokenCss()) ?? '';
  return {
    create,
    provider,
    warm: median(warmRuns),
    tokenCssLength: tokenCss.length,
    tokenVariables: tokenCss.match(/--[\w-]+:/g)?.length ?? 0,
  };
}

const THIS_SYSTEM = new URL('../src/theme/system.ts', import.meta.url).href;
/** scripts/macro-imports.mjs, for the samples' processes. */
const MACRO_HOOK = fileURLToPath(new URL('./macro-imports.mjs', import.meta.url));
const BEFORE = 'before: ';

function sample(name: string, beforeDir: string | undefined): Promise<Sample> {
  const variant = name.replace(BEFORE, '');
  const systemModule = name.startsWith(BEFORE)
    ? pathToFileURL(`${beforeDir}/src/theme/system.ts`).href
    : THIS_SYSTEM;
  return new Promise((resolve, reject) => {
    const script = fileURLToPath(import.meta.url);
    // The theme imports Chakra's theme through a Parcel macro: the hook lets Node import it.
    const args = ['--import', 'tsx', '--import', MACRO_HOOK, script];
    args.push('--child', variant, '--system', systemModule);
    const proc = spawn(process.execPath, args, {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    proc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.on('error', reject);
    proc.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(output) as Sample);
      else reject(new Error(`The "${name}" sample exited with ${code}`));
    });
  });
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main(): Promise<void> {
  const rounds = Number(option('--rounds') ?? 7);
  const only = option('--only')?.split(',');
  const beforeDir = option('--before');
  const variants = [
    ...(beforeDir ? [`${BEFORE}app`, `${BEFORE}base`] : []),
    ...Object.keys(VARIANTS).filter((name) => !only || only.includes(name)),
  ];
  const samples = new Map<string, Sample[]>(variants.map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    // Each round in another order, so no variant always follows the same one.
    const order = variants.map((_, index) => variants[(index + round) % variants.length]!);
    for (const variant of order) samples.get(variant)!.push(await sample(variant, beforeDir));
    process.stderr.write(`round ${round + 1}/${rounds}\n`);
  }

  const base = median(samples.get('base')?.map((s) => s.create) ?? [Number.NaN]);
  // The variants remove parts of this copy's system: they compare with its own "base".
  const fixed = (value: number) => value.toFixed(1).padStart(7);
  console.log(
    `createSystem in Node, ${rounds} fresh processes per variant (ms; a phone at 4x: ~4-5x)\n` +
      `${'variant'.padEnd(32)} cold med  cold min  vs base  warm med  provider  token CSS (chars / vars)`,
  );
  for (const [variant, list] of samples) {
    const create = median(list.map((s) => s.create));
    const { tokenCssLength, tokenVariables } = list[0]!;
    console.log(
      `${variant.padEnd(32)} ${fixed(create)}   ${fixed(Math.min(...list.map((s) => s.create)))}` +
        `  ${fixed(create - base)}  ${fixed(median(list.map((s) => s.warm)))}` +
        `   ${fixed(median(list.map((s) => s.provider)))}  ${tokenCssLength} / ${tokenVariables}`,
    );
  }
}

const childVariant = option('--child');
if (childVariant === undefined) await main();
else process.stdout.write(JSON.stringify(await child(childVariant, option('--system')!)));

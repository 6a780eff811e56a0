import { createSystem, createSystemSteps, defaultConfig } from '@chakra-ui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * patches/@chakra-ui+react+3.37.0.patch makes createSystem's work a generator of steps (merging
 * the configs, the token dictionary, the rest), so the browser's start-up can run each in a task
 * of its own (src/theme/system.ts, prepareTheme); createSystem runs them all at once.
 */
describe("Chakra's createSystem in steps", () => {
  const brand = { theme: { tokens: { colors: { brand: { 500: { value: '#226be0' } } } } } };

  it('stops twice before it returns the system', () => {
    const steps = createSystemSteps(defaultConfig, brand);

    expect(steps.next().done).toBe(false);
    expect(steps.next().done).toBe(false);
    const last = steps.next();

    expect(last.done).toBe(true);
    expect(last.value?.token('colors.brand.500')).toBe('#226be0');
  });

  it('makes the same system as createSystem', () => {
    const steps = createSystemSteps(defaultConfig, brand);
    let step = steps.next();
    while (!step.done) step = steps.next();
    const whole = createSystem(defaultConfig, brand);

    expect(step.value.token('colors.brand.500')).toBe(whole.token('colors.brand.500'));
    expect(step.value.token.var('colors.brand.500')).toBe('var(--chakra-colors-brand-500)');
    expect(JSON.stringify(step.value._global)).toBe(JSON.stringify(whole._global));
  });
});

describe("the storefront's theme, prepared before the first render", () => {
  afterEach(() => vi.resetModules());

  it('takes a turn of the browser between the steps, then is the system every render reads', async () => {
    const yields: string[] = [];
    const yieldToBrowser = () => {
      yields.push('yield');
      return Promise.resolve();
    };
    const { getSystem, prepareTheme } = await import('../../src/theme/system');

    await prepareTheme(yieldToBrowser);
    const system = getSystem();

    expect(yields).toEqual(['yield', 'yield']);
    expect(system.token('colors.brand.500')).toBeDefined();
    expect(getSystem()).toBe(system);
    // Prepared once: a second call has nothing to do.
    await prepareTheme(yieldToBrowser);
    expect(yields).toHaveLength(2);
    expect(getSystem()).toBe(system);
  });
});

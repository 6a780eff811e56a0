/**
 * The gesture table itself: one entry per registered machine, the same one its registry entry
 * shows. Each machine's gestures are performed in its gestures-*.test.tsx (gestures-support.ts
 * says which file, and fails to compile for a machine that has none).
 */
import { describe, expect, it } from 'vitest';
import { GESTURES } from '../../src/features/statecharts/tooling/gestures';
import { MACHINES } from '../../src/features/statecharts/tooling/registry';

describe('the gesture table', () => {
  it('covers every registered machine', () => {
    expect(Object.keys(GESTURES).sort()).toEqual(MACHINES.map((entry) => entry.id).sort());
    for (const entry of MACHINES)
      expect(entry.gestures).toBe(GESTURES[entry.id as keyof typeof GESTURES]);
  });
});

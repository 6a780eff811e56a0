import { describe, expect, it } from 'vitest';
import { offScreenBlock } from '../../src/theme/off-screen';

describe('offScreenBlock', () => {
  it('skips rendering out of view and holds the place with each breakpoint’s height', () => {
    expect(offScreenBlock({ base: 252, md: 218, xl: 295 })).toEqual({
      contentVisibility: 'auto',
      containIntrinsicSize: { base: 'auto 252px', md: 'auto 218px', xl: 'auto 295px' },
    });
  });
});

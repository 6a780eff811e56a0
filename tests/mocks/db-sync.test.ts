// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { seedUsers } from '../../mocks/state';

describe('database broadcasting', () => {
  it('does not broadcast writes to other tabs (they sync through localStorage)', async () => {
    const post = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
    await seedUsers();
    db.user.update({ where: { id: { equals: 1 } }, data: { first_name: 'Tab' } });
    expect(post).not.toHaveBeenCalled();
  });
});

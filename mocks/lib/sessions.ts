import { getMockConfig } from '../config';
import { db, type UserRecord } from '../db';
import { randomToken, sha256Hex } from './crypto';

export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
}

/**
 * Opens a session: two distinct random opaque tokens, of which only SHA-256 hashes are kept.
 * Expired sessions are swept here, so the store (and localStorage in the browser) stays small.
 */
export async function openSession(user: UserRecord): Promise<IssuedTokens> {
  const now = Date.now();
  db.session.deleteMany({ where: { access_expires_at: { lte: now } } });
  const tokens: IssuedTokens = { access_token: randomToken(), refresh_token: randomToken() };
  db.session.create({
    id: randomToken(12),
    user_id: user.id,
    access_hash: await sha256Hex(tokens.access_token),
    refresh_hash: await sha256Hex(tokens.refresh_token),
    access_expires_at: now + getMockConfig().tokenTtlMs,
    created_at: now,
  });
  return tokens;
}

export type AuthResult = { ok: true; user: UserRecord } | { ok: false; error: string };

/** RFC 6750 b64token after 'Bearer ' (scheme case-insensitive). */
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

export const AUTH_ERRORS = {
  missing: 'Authentication credentials were not provided.',
  malformed: 'Malformed Authorization header: expected "Bearer <token>".',
  refresh: 'A refresh token cannot be used to authenticate.',
  invalid: 'Token is invalid or expired.',
} as const;

/** Who the request's access token belongs to, or why it does not authenticate. */
export async function authenticate(request: Request): Promise<AuthResult> {
  const header = request.headers.get('Authorization');
  if (header === null || header.trim() === '') return { ok: false, error: AUTH_ERRORS.missing };
  const token = BEARER.exec(header.trim())?.[1];
  if (!token) return { ok: false, error: AUTH_ERRORS.malformed };

  const hash = await sha256Hex(token);
  const session = db.session.findFirst({ where: { access_hash: { equals: hash } } });
  if (!session) {
    const isRefresh = db.session.findFirst({ where: { refresh_hash: { equals: hash } } }) !== null;
    return { ok: false, error: isRefresh ? AUTH_ERRORS.refresh : AUTH_ERRORS.invalid };
  }
  if (Date.now() >= session.access_expires_at) return { ok: false, error: AUTH_ERRORS.invalid };
  const user = db.user.findFirst({ where: { id: { equals: session.user_id } } });
  return user ? { ok: true, user } : { ok: false, error: AUTH_ERRORS.invalid };
}

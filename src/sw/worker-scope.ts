/**
 * The parts of the service worker's global scope src/sw/service-worker.ts uses (the DOM lib does
 * not type them), and the one message a page sends it.
 */
import type { WorkerBuild } from './caching-rules';

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
export interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
export interface MessageEventLike extends ExtendableEvent {
  data: unknown;
}
export interface WorkerScope {
  bazaarBuild?: WorkerBuild;
  location: Location;
  registration: { active: object | null };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  importScripts(...urls: string[]): void;
  addEventListener(type: string, listener: (event: Event) => void): void;
}

export const scope = self as unknown as WorkerScope;

export interface KeepPage {
  type: 'KEEP_PAGE';
  url: string;
  resources: string[];
}

export function isKeepPage(data: unknown): data is KeepPage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === 'KEEP_PAGE' &&
    'url' in data &&
    typeof data.url === 'string' &&
    'resources' in data &&
    Array.isArray(data.resources) &&
    data.resources.every((resource) => typeof resource === 'string')
  );
}

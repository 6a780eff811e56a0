import path from 'node:path';
import { resolveFile, sendFile } from './scripts/static-files.mjs';

/** Parcel's dev server serves no public/ folder: this serves it (mockServiceWorker.js, img/). */
const publicDir = path.resolve('public');

export default function (app) {
  app.use((req, res, next) => {
    const file =
      req.method === 'GET' || req.method === 'HEAD' ? resolveFile(publicDir, req.url ?? '/') : null;
    if (!file) return next();
    sendFile(res, file, { 'Cache-Control': 'no-cache' });
  });
}

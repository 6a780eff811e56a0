/**
 * `npm run bench:load`'s HTTP client: one request to the server under load, over keep-alive
 * connections shared by all the clients (one socket each at most).
 */
import http from 'node:http';
import { CLIENTS } from './bench-load-config.mjs';

export const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

export function send(port, method, path, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: body
          ? {
              'Content-Type': 'application/json',
              'Content-Length': Buffer.byteLength(body),
              ...headers,
            }
          : headers,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

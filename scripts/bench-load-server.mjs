/**
 * The server `npm run bench:load` loads: `npm run mock-api`'s, started on a free port, and its
 * resident memory.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The server of `npm run mock-api` (tsx mocks/http-server.ts), started as node with tsx's loader
 * rather than through the tsx CLI, so the child is the server itself and its pid is the one
 * whose memory is read.
 */
export async function startServer(port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/http-server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The mock API did not start in 60 s')), 60_000);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Mock API listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The mock API exited with ${code} before listening`));
    });
  });
  return child;
}

/** Resident set size of a process in MB, from /proc (Linux). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return kb / 1024;
}

/**
 * The static checks of `npm test`, side by side: the typecheck, ESLint and the Prettier check
 * each keep one core busy for 25–45 s, and one after another they took about 110 s of every
 * run on this 2-core machine. Each one's output is printed whole when it ends, under its name,
 * and the run fails when any of them does (after all have ended, so every finding shows).
 */
import { spawn } from 'node:child_process';

/** package.json's scripts of these names, which say what each check runs. */
const CHECKS = ['typecheck', 'lint', 'format:check'];

function run(name) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', name], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`;
      process.stdout.write(`\n> npm run ${name}: ${verdict} in ${seconds} s\n${output}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(CHECKS.map(run));
if (results.includes(false)) process.exitCode = 1;

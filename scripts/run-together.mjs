// Runs the named npm scripts of the root package at the same time, prints each one's output whole when it ends (never
// interleaved), and fails when any of them fails. The test command's static checks (type checks, format, lint) each
// use one core; together they take the time of the longest instead of the sum.
//
//   node scripts/run-together.mjs typecheck format:check lint
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

/** One script: its output kept in order, stdout and stderr together, and how it ended. */
function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
    });
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const ending = ok ? `passed in ${seconds} s` : `FAILED (${signal ?? `exit ${code}`}) after ${seconds} s`;
      process.stdout.write(`\n=== npm run ${name}: ${ending}\n`);
      process.stdout.write(Buffer.concat(chunks));
      resolve(ok);
    });
  });
}

const results = await Promise.all(names.map(run));
const failed = names.filter((_, index) => !results[index]);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((name) => `npm run ${name}`).join(', ')}`);
  process.exit(1);
}

// Runs the named npm scripts of the root package at the same time and fails when any of them fails.
//
//   node scripts/run-together.mjs typecheck format:check lint
//   node scripts/run-together.mjs --live test:static-and-unit test:e2e
//
// By default each one's output is printed whole when it ends, never interleaved: the static checks (type checks,
// format, lint) each use one core and take minutes, so together they take the time of the longest instead of the sum.
// With --live each line is printed as it comes, after the script's name: for runs of many minutes (the unit tests
// beside the browser tests), so progress shows while they run and a log never stays silent for long.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const live = args[0] === '--live';
const names = live ? args.slice(1) : args;
if (names.length === 0) {
  console.error('usage: node scripts/run-together.mjs [--live] <npm script> [<npm script> ...]');
  process.exit(2);
}
const width = Math.max(...names.map((name) => name.length));

/** Writes a stream's complete lines after the script's name as they arrive; the last partial line when it ends. */
function printLines(name, stream) {
  const label = `${name.padEnd(width)} | `;
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (text) => {
    const lines = (pending + text).split('\n');
    pending = lines.pop() ?? '';
    if (lines.length > 0) process.stdout.write(lines.map((line) => label + line + '\n').join(''));
  });
  stream.on('end', () => {
    if (pending !== '') process.stdout.write(label + pending + '\n');
  });
}

/** One script: its output kept in order (or printed as it comes with --live), and how it ended. */
function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    if (live) {
      printLines(name, child.stdout);
      printLines(name, child.stderr);
    } else {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
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

// `npm test`: every stage of the suite, run side by side instead of one after the
// other. The browser tests are the long pole and leave the CPU idle while they wait
// on pages and streams, so the type check, lint and vitest fill those gaps. Each
// stage's output is printed whole when it ends (not interleaved), then a table of
// the stages' times and one closing line with the test counts.
//
// `npm test -- unit e2e` runs only the stages named.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters as plain } from 'node:util';

interface Stage {
  name: string;
  command: string;
  args: string[];
  /** Reads the passed and failed test counts from the stage's output. */
  count?: (output: string) => { passed: number; failed: number };
  /** The lines naming each failed test, repeated under the summary: CI keeps only the tail of the log. */
  failures?: (output: string) => string[];
}

const number = (pattern: RegExp, text: string) => Number(pattern.exec(text)?.[1] ?? 0);

const STAGES: Stage[] = [
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  {
    name: 'unit',
    command: 'npx',
    args: ['vitest', 'run'],
    count: (output) => {
      const line = /^\s*Tests\s+(.*)$/m.exec(plain(output))?.[1] ?? '';
      return { passed: number(/(\d+) passed/, line), failed: number(/(\d+) failed/, line) };
    },
    failures: (output) =>
      plain(output)
        .split('\n')
        .filter((line) => /^\s*(FAIL|×)\s/.test(line)),
  },
  {
    name: 'e2e',
    command: 'npx',
    args: ['playwright', 'test'],
    count: (output) => {
      const text = plain(output);
      return { passed: number(/^\s*(\d+) passed/m, text), failed: number(/^\s*(\d+) failed/m, text) + number(/^\s*(\d+) flaky/m, text) };
    },
    // Each failure's heading and the first lines of its error.
    failures: (output) =>
      plain(output)
        .split(/\n(?=\s+\d+\) )/)
        .filter((block) => /^\s+\d+\) /.test(block))
        .map((block) =>
          block
            .split('\n')
            .filter((line) => line.trim())
            .slice(0, 12)
            .join('\n'),
        ),
  },
];

interface Outcome {
  stage: Stage;
  code: number;
  seconds: number;
  output: string;
}

function run(stage: Stage): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code, signal) => {
      const outcome = { stage, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000, output };
      process.stdout.write(
        `\n===== ${stage.name} (${outcome.seconds.toFixed(0)} s, ${outcome.code === 0 ? 'passed' : `failed with exit code ${outcome.code}`}) =====\n${output}`,
      );
      resolve(outcome);
    });
  });
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length) {
  console.error(`Unknown stage ${unknown.join(', ')}: choose from ${STAGES.map((stage) => stage.name).join(', ')}.`);
  process.exit(2);
}
const stages = wanted.length ? STAGES.filter((stage) => wanted.includes(stage.name)) : STAGES;
const started = performance.now();
console.log(`Running ${stages.map((stage) => stage.name).join(', ')} side by side; each stage's output follows when it ends.`);
const outcomes = await Promise.all(stages.map(run));

let passed = 0;
let failed = 0;
console.log('\n===== summary =====');
for (const { stage, code, seconds, output } of outcomes) {
  const counts = stage.count?.(output);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  const tests = counts ? `, ${counts.passed} passed, ${counts.failed} failed` : '';
  console.log(`${stage.name.padEnd(10)} ${seconds.toFixed(0).padStart(4)} s  ${code === 0 ? 'ok' : 'FAILED'}${tests}`);
}
for (const { stage, code, output } of outcomes) {
  const failures = code === 0 ? [] : (stage.failures?.(output) ?? []);
  if (failures.length) console.log(`\n${stage.name} failures:\n${failures.slice(0, 8).join('\n')}`);
}
console.log(`\ntotal      ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`);
const stageFailures = outcomes.filter((outcome) => outcome.code !== 0).length;
// A stage that failed without a failing test of its own (a type or lint error, a crash) counts as one failure.
const silentFailures = outcomes.filter(({ stage, code, output }) => code !== 0 && !stage.count?.(output).failed).length;
console.log(`${passed} passed, ${failed + silentFailures} failed`);
process.exit(stageFailures ? 1 : 0);

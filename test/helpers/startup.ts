import { spawn } from 'node:child_process';
import path from 'node:path';
import { distDir } from '../../server/kernel/http/paths';

const root = path.resolve(import.meta.dirname, '..', '..');
/**
 * The server as production starts it: the bundle of server/index.ts the run's global set-up built
 * (test/helpers/global-setup.ts). Through tsx each start transformed the server's few hundred modules again, about
 * 3 s of CPU; the bundle starts in a fraction of that, and is what `npm start` and the image run.
 */
const SERVER = path.join(distDir, 'server.js');

export interface LogLine {
  level: string;
  msg: string;
}

export interface StartupRun {
  /** Each log line's message: what a person reads. */
  stdout: string[];
  lines: LogLine[];
  code: number | null;
}

/**
 * Starts the real server (dist/server.js) on a free port, waits until it listens, stops it with SIGTERM and
 * returns what it logged. NODE_ENV is test unless env says otherwise.
 */
export async function startAndStop(env: Record<string, string>): Promise<StartupRun> {
  // One process, so the SIGTERM reaches the server's own handler.
  const child = spawn(process.execPath, [SERVER], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let stopping = false;
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (!stopping && /listening on/.test(stdout)) {
      stopping = true;
      child.kill('SIGTERM');
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start and stop in time:\n${stdout}\n${stderr}`));
    }, 30_000);
    child.on('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  const lines = stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);
  return { stdout: lines.map((line) => line.msg), lines, code };
}

/** Starts dist/server.js and waits for it to exit on its own; returns its exit code and what it printed. */
export async function startExpectingExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [SERVER], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  return { code, output };
}

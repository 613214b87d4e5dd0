/**
 * Small process helpers shared by `scripts/start.mjs`, the end-to-end fixtures and the benchmarks: start a
 * child in its own process group with prefixed output, wait until a URL answers, and stop the whole group.
 * No dependencies, so `npm start` and `npm run e2e` work right after `npm ci`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const COLOURS = { cyan: 36, magenta: 35, yellow: 33, green: 32 };

/** Path of a locally installed npm binary (node_modules/.bin/<name>); fails loudly when missing. */
export const localBin = (root, name) => {
  const path = join(root, 'node_modules', '.bin', name);
  if (!existsSync(path)) {
    throw new Error(`${name} is not installed (${path} is missing). Run \`npm ci\` first.`);
  }
  return path;
};

const paint = (colour, text) =>
  process.stdout.isTTY && !process.env.NO_COLOR
    ? `\u001b[${COLOURS[colour] ?? 0}m${text}\u001b[0m`
    : text;

/**
 * Starts `command` in its own process group (so one signal stops it and everything it spawned, e.g. the node
 * child that tsx starts) and prefixes every output line with `[name]`.
 */
export const startProcess = ({
  name,
  command,
  args = [],
  env = {},
  cwd,
  colour = 'cyan',
  quiet = false,
}) => {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const tag = paint(colour, `[${name}]`);
  const output = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      // Keep the last lines so a failed start can show why, even in quiet mode.
      output.push(line);
      if (output.length > 80) output.shift();
      if (!quiet) process.stdout.write(`${tag} ${line}\n`);
    });
  }
  child.recentOutput = () => output.join('\n');
  child.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => resolve({ code: 1, signal: null, error }));
  });
  return child;
};

const isRunning = (child) => child.exitCode === null && child.signalCode === null;

/** Sends `signal` to the child's whole process group; ignores a group that is already gone. */
const signalGroup = (child, signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
};

/** Stops a child started by startProcess: SIGTERM to its group, SIGKILL if it has not exited in time. */
export const stopProcess = async (child, graceMs = 5000) => {
  if (!child || child.pid === undefined) return;
  if (isRunning(child)) signalGroup(child, 'SIGTERM');
  const exited = await Promise.race([
    child.exited.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), graceMs).unref()),
  ]);
  // The group may still hold grandchildren even when the direct child is gone.
  signalGroup(child, 'SIGKILL');
  if (!exited) await child.exited;
};

/**
 * Polls `url` until it answers (any HTTP status counts unless `accept` says otherwise). Fails early when
 * `child` exits, and after `timeoutMs`, with the child's last output in the message.
 */
export const waitForHttp = async (url, { child, timeoutMs = 60000, accept = () => true } = {}) => {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child && !isRunning(child)) {
      throw new Error(`${url}: the process serving it exited early.\n${child.recentOutput()}`);
    }
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(3000) });
      await response.arrayBuffer();
      if (accept(response)) return response;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const tail = child ? `\n${child.recentOutput()}` : '';
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastProblem}).${tail}`);
};

/** True when something already accepts connections on host:port. */
export const portInUse = (port, host) =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (inUse) => {
      socket.destroy();
      resolve(inUse);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

/** Both loopback families: Vite binds `localhost`, which may be ::1 or 127.0.0.1. */
export const anyLoopbackInUse = async (port) =>
  (await portInUse(port, '127.0.0.1')) || (await portInUse(port, '::1'));

export { paint };

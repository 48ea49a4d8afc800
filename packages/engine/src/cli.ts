#!/usr/bin/env node
/**
 * Engine CLI: `npm run -s engine -- <command> < input.json` (root script runs this file with tsx, no build).
 * Reads one JSON object on stdin, writes one JSON object on stdout; the contract is in cli-run.ts.
 */
import { runCli } from './cli-run.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const outcome = runCli(process.argv[2], await readStdin());
if (outcome.stdout) process.stdout.write(outcome.stdout);
if (outcome.stderr) process.stderr.write(outcome.stderr);
process.exitCode = outcome.exitCode;

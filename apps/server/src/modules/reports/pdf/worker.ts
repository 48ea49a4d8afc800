/**
 * Piscina task: renders one report in a worker thread. Loaded through worker-boot.mjs, which registers the
 * tsx loader first (this file and its imports are TypeScript/TSX). Returns the PDF bytes as a transferable
 * ArrayBuffer (moved, not copied, back to the main thread).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import Piscina from 'piscina';
import { renderReportPdf } from './render.ts';

/** Quiet time after the last render before the thread's heap is collected, ms. */
const COLLECT_AFTER_MS = 1000;

// A full collection on demand. V8 collects a thread's old generation only when it grows, so an idle render
// thread kept the garbage of its last render: about 80 MB of heap in use where 50 MB is live (the renderer's code,
// @react-pdf's and our modules, the fonts), 100 MB reserved. The flag is V8's own, set before this isolate
// asks for `gc` in a fresh context; it changes nothing else.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
let collectTimer: NodeJS.Timeout | undefined;

export default async function renderTask(model: unknown): Promise<unknown> {
  clearTimeout(collectTimer);
  const pdf = await renderReportPdf(model);
  // Once no render has come for a while (several PDFs at once keep the thread busy without a pause), so the
  // collection (20–40 ms) never delays a waiting render. Needs the pool's `atomics: 'disabled'` (pool.ts).
  collectTimer = setTimeout(collect, COLLECT_AFTER_MS).unref();
  const bytes = pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength) as ArrayBuffer;
  return Piscina.move(bytes);
}

/** Peak resident set size of the process, bytes (reported by the benchmark; threads share the process). */
export function peakRss(): number {
  return process.resourceUsage().maxRSS * 1024;
}

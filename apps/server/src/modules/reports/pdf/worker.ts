/**
 * Piscina task: renders one report in a worker thread. Loaded through worker-boot.mjs, which registers the
 * tsx loader first (this file and its imports are TypeScript/TSX). Returns the PDF bytes as a transferable
 * ArrayBuffer (moved, not copied, back to the main thread).
 */
import Piscina from 'piscina';
import { renderReportPdf } from './render.ts';

export default async function renderTask(model: unknown): Promise<unknown> {
  const pdf = await renderReportPdf(model);
  const bytes = pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength) as ArrayBuffer;
  return Piscina.move(bytes);
}

/** Peak resident set size of the process, bytes (reported by the benchmark; threads share the process). */
export function peakRss(): number {
  return process.resourceUsage().maxRSS * 1024;
}

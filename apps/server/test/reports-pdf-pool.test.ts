// The PDF render pool's size ("PDFs in parallel"): PDF_THREADS threads, PDF_WARM_THREADS of them kept
// warm — each with the renderer loaded — so several advisers' PDFs render at once from the first request.
import { afterAll, describe, expect, it } from 'vitest';
import {
  configurePdfPool,
  defaultPdfThreads,
  pdfThreadHeaps,
  pdfThreads,
  pdfWarmThreads,
  renderInWorker,
  sampleReportModel,
  shutdownPdfPool,
  warmPdfPool,
} from '../src/modules/reports/pdf/index.ts';

afterAll(() => shutdownPdfPool());

describe('PDF render pool', () => {
  it('defaults to one thread per core, at least 2 and at most 4, all kept warm', () => {
    expect(defaultPdfThreads()).toBeGreaterThanOrEqual(2);
    expect(defaultPdfThreads()).toBeLessThanOrEqual(4);
    expect(pdfThreads()).toBe(defaultPdfThreads());
    expect(pdfWarmThreads()).toBe(pdfThreads());
  });

  it('refuses sizes it cannot honour', () => {
    expect(() => configurePdfPool({ threads: 0 })).toThrow(RangeError);
    expect(() => configurePdfPool({ threads: 2, warmThreads: 3 })).toThrow(RangeError);
    expect(() => configurePdfPool({ threads: 1.5 })).toThrow(RangeError);
  });

  it('keeps each warm thread alive with the renderer loaded, and renders on both at once', async () => {
    configurePdfPool({ threads: 2 });
    expect(await warmPdfPool()).toBeGreaterThan(0);
    const heaps = await pdfThreadHeaps();
    expect(heaps).toHaveLength(2);
    // A thread that has imported @react-pdf and the fonts and drawn a report holds more than 20 MB of heap.
    for (const h of heaps) expect(h.used).toBeGreaterThan(20 * 1024 * 1024);
    const model = sampleReportModel('results');
    const pdfs = await Promise.all([1, 2].map(() => renderInWorker(model)));
    for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfThreadHeaps()).toHaveLength(2);
  });
});

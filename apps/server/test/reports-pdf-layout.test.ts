// Issue 14 "Layout": long names wrap inside the margins; no page is left mostly empty; option names are shortened
// the same way everywhere ("Community – contract"), with the full name once. The pages are measured from the PDF
// itself: `pdftotext -bbox` (poppler-utils, a prerequisite of scripts/test.mjs) gives every word's box.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleReportModel, type ReportModelInput } from '../src/modules/reports/pdf/index.ts';
import { renderReportPdf } from '../src/modules/reports/pdf/render.ts';
import { optionLabels, shortOptionName } from '../src/modules/reports/pdf/labels.ts';

/** A4 in points, and the body's margins (theme.ts: 40 at the sides and top, the footer below 56). */
const PAGE = { width: 595.28, height: 841.89, side: 40, top: 40, bottom: 56 };

interface Word {
  page: number;
  text: string;
  xMin: number;
  xMax: number;
  yMax: number;
}

/** Every word of the PDF with its box (points from the top left) and its page (1-based). */
function wordsOf(pdf: Buffer): Word[] {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-layout-'));
  const file = join(dir, 'report.pdf');
  writeFileSync(file, pdf);
  const run = spawnSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr}`);
  const words: Word[] = [];
  let page = 0;
  for (const line of run.stdout.split('\n')) {
    if (line.includes('<page ')) page++;
    const m = /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
    if (m) words.push({ page, xMin: +m[1]!, xMax: +m[2]!, yMax: +m[3]!, text: m[4]! });
  }
  return words;
}

/** How much of each body page's height its text reaches (0–1), the footer left out; index 0 = page 1. */
function fillOf(words: Word[]): number[] {
  const pages = Math.max(...words.map((w) => w.page));
  const bodyBottom = PAGE.height - PAGE.bottom;
  return Array.from({ length: pages }, (_, i) => {
    const lowest = Math.max(
      PAGE.top,
      ...words.filter((w) => w.page === i + 1 && w.yMax < bodyBottom).map((w) => w.yMax),
    );
    return (lowest - PAGE.top) / (bodyBottom - PAGE.top);
  });
}

const LONG_CLIENT =
  "Đức Nguyễn-Featherstonehaugh and Zoë 秀英 O'Brien-Müller-Papadopoulos-Vandersteenhoven of the Tran family";
const LONG_VILLAGE = 'Banksia Gardens Retirement Village and Lifestyle Community (Stage 2, North Precinct)';

/** The sample with 4 options whose names are long, a long client name and a long community name. */
function longNames(kind: 'summary' | 'results'): ReportModelInput {
  const m = sampleReportModel(kind);
  const names: Record<string, string> = {
    village: `${LONG_VILLAGE} – Licence with 50% capital gain share, 2 bedroom villa with garage`,
    landlease: 'Coral Palms Lifestyle Resort Over-50s Land Lease – Own home, lease the site, 2 bedroom home',
  };
  return {
    ...m,
    cover: { ...m.cover, reportName: LONG_CLIENT, communityName: LONG_VILLAGE },
    options: m.options.map((o) => ({ ...o, name: names[o.id] ?? o.name })),
  };
}

describe('option names are shortened consistently', () => {
  it('community – contract, each part cut at a word with an ellipsis, within 36 characters', () => {
    // 'Banksia Gardens' (15) + ' – ' (3) + 'Licence' (7) = 25 ≤ 36: kept whole, with an en dash.
    expect(shortOptionName('Banksia Gardens - Licence')).toBe('Banksia Gardens – Licence');
    // Community cut to half of 36 = 18 characters, at a word: "Banksia Gardens…" (16); the contract gets
    // 36 − 16 − 3 = 17: "Licence with 50%" ends at a space, so it is kept: "Licence with 50%…" (17).
    const short = shortOptionName('Banksia Gardens Retirement Village – Licence with 50% capital gain share');
    expect(short).toBe('Banksia Gardens… – Licence with 50%…');
    expect(short.length).toBeLessThanOrEqual(36);
    expect(shortOptionName('Staying at home')).toBe('Staying at home');
  });

  it('two options that would shorten alike keep their full names', () => {
    const labels = optionLabels([
      { id: 'a', name: 'Banksia Gardens Retirement Village – Licence with 50% capital gain share, villa A' },
      { id: 'b', name: 'Banksia Gardens Retirement Village – Licence with 50% capital gain share, villa B' },
    ]);
    expect(labels.get('a')).toMatch(/villa A$/);
    expect(labels.get('b')).toMatch(/villa B$/);
  });
});

describe('long names in the PDF', () => {
  const words: Record<string, Word[]> = {};
  const texts: Record<string, string> = {};
  beforeAll(async () => {
    for (const kind of ['summary', 'results'] as const) {
      words[kind] = wordsOf(await renderReportPdf(longNames(kind)));
      texts[kind] = words[kind].map((w) => w.text).join(' ');
    }
  }, 120_000);

  it('wrap inside the margins: no word runs past the right margin of any page', () => {
    for (const kind of ['summary', 'results']) {
      const over = words[kind]!.filter((w) => w.xMax > PAGE.width - PAGE.side + 1);
      expect(over.map((w) => `p${w.page} ${w.text} ${w.xMax}`)).toEqual([]);
    }
  });

  it('break a long surname inside the margin without doubling its hyphens', () => {
    // @react-pdf adds a hyphen where it breaks a word; a break right after the name's own hyphen would print "--".
    const names = words.results!.filter((w) => !w.text.startsWith('http') && /Papadopoulos/.test(w.text));
    expect(names.length).toBeGreaterThan(0);
    for (const w of names) expect(w.text).not.toMatch(/--/);
  });

  it('keep the footer to one line: a long report name is shortened there', () => {
    const footerTop = PAGE.height - 30;
    // Words of one line end within a point or two of each other (the fonts' baselines differ slightly).
    const bottoms = words.results!.filter((w) => w.page === 2 && w.yMax > footerTop - 12).map((w) => w.yMax);
    expect(bottoms.length).toBeGreaterThan(0);
    expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThan(3);
  });

  it('print the full option name once, the short name elsewhere', () => {
    const text = texts.results!;
    // The full name in "The options compared" only (it wraps, so look for its distinctive tail).
    expect(text.match(/2 bedroom villa with garage/g)).toHaveLength(1);
    expect(text).toContain('Shown as');
    // The short name in the table headings, chart legends, cards and explanations: several times.
    const short = shortOptionName(
      `${LONG_VILLAGE} – Licence with 50% capital gain share, 2 bedroom villa with garage`,
    );
    expect(short).toBe('Banksia Gardens… – Licence with 50%…');
    expect(text.split('50%…').length - 1).toBeGreaterThanOrEqual(5);
  });

  it('leave no page but the last mostly empty (text reaches at least 30 % down the page)', () => {
    for (const kind of ['summary', 'results']) {
      const fill = fillOf(words[kind]!);
      const short = fill
        .slice(1, -1)
        .map((f, i) => ({ page: i + 2, fill: Math.round(f * 100) }))
        .filter((p) => p.fill < 30);
      expect(short, kind).toEqual([]);
    }
  });
});

/**
 * customer.html's first frame made the step's own (firstPaint.ts, headings.ts): drawn into the real page's
 * markup (customer.html read from disk, so a renamed class fails here), only for the customer's own report,
 * with people's names as text.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerSession } from '../../session/customerSession.ts';
import { drawFirstFrame } from './firstPaint.ts';
import { stepHeadingAt } from './headings.ts';
import { customerAddress } from './paths.ts';

const customerHtml = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../../../customer.html'),
  'utf8',
);
const rootMarkup = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(customerHtml)![1]!;

function page(): HTMLElement {
  document.body.innerHTML = `<div id="root">${rootMarkup}</div>`;
  return document.getElementById('root')!;
}

const session = (over: Partial<CustomerSession> = {}): CustomerSession => ({
  jwt: 'customer.jwt.token-long-enough',
  formId: 9,
  expiresAt: '2026-12-09T00:00:00Z',
  maxIdleMin: 30,
  customer: { firstName: 'Đức', lastName: 'Nguyễn', email: 'duc@example.test' },
  contact: { corporateName: 'Coastline Living', adviserName: 'Sam Taylor', adviserEmail: null },
  ...over,
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('customerAddress', () => {
  it("reads a report address's form and step; anything else is not one", () => {
    expect(customerAddress('/magic/form/9/property/int-4')).toEqual({ formId: 9, step: 'property/int-4' });
    expect(customerAddress('/magic/form/9/customer/')).toEqual({ formId: 9, step: 'customer' });
    expect(customerAddress('/magic/form/9')).toEqual({ formId: 9, step: '' });
    expect(customerAddress('/magic/form/9x/customer')).toBeNull();
    expect(customerAddress('/magic/ended')).toBeNull();
  });
});

describe('stepHeadingAt', () => {
  it("names each step the page's own heading; an option's and unknown addresses' are not known", () => {
    expect(stepHeadingAt('/magic/form/9/customer', 'Dot')).toBe('Your details');
    expect(stepHeadingAt('/magic/form/9/customer/', 'Dot')).toBe('Your details');
    expect(stepHeadingAt('/magic/form/9/properties')).toBe('Options');
    expect(stepHeadingAt('/magic/form/9/results')).toBe('Your results');
    expect(stepHeadingAt('/magic/form/9/status', 'Dot')).toBe('Welcome, Dot');
    expect(stepHeadingAt('/magic/form/9', 'Dot')).toBe('Welcome, Dot'); // the bare address opens Status
    expect(stepHeadingAt('/magic/form/9/status', '')).toBe('Your report');
    expect(stepHeadingAt('/magic/form/9/property/int-4', 'Dot')).toBeNull();
    expect(stepHeadingAt('/magic/form/9/toString', 'Dot')).toBeNull(); // not an object's own key
    expect(stepHeadingAt('/magic', 'Dot')).toBeNull();
    expect(stepHeadingAt('/magic/form/x/customer', 'Dot')).toBeNull();
  });
});

describe('drawFirstFrame', () => {
  it("on the customer's own Details: the operator in the bar, the tabs' row held, the heading, wide", () => {
    const root = page();
    expect(drawFirstFrame(root, '/magic/form/9/customer', session())).toBe(true);
    expect(root.querySelector('.first-bar')!.textContent).toBe('Coastline Living');
    const main = root.querySelector('main')!;
    expect(main.classList.contains('wide')).toBe(true);
    expect([...main.children].map((e) => e.className || e.tagName)).toEqual(['first-tabs', 'first-h1', 'P']);
    expect(root.querySelector('h1')!.textContent).toBe('Your details');
  });

  it('greets by first name on Status; names with markup stay text', () => {
    const root = page();
    const evil = '<img src=x onerror=alert(1)>';
    drawFirstFrame(
      root,
      '/magic/form/9/status',
      session({
        customer: { firstName: evil, lastName: 'X', email: 'x@example.test' },
        contact: { corporateName: `<b>${evil}</b>`, adviserName: 'Sam', adviserEmail: null },
      }),
    );
    expect(root.querySelector('h1')!.textContent).toBe(`Welcome, ${evil}`);
    expect(root.querySelector('.first-bar')!.textContent).toBe(`<b>${evil}</b>`);
    expect(root.querySelector('img, b')).toBeNull();
  });

  it("leaves the generic frame on another form's address, without a session, and on an option", () => {
    for (const [path, s] of [
      ['/magic/form/10/customer', session()],
      ['/magic/form/90/customer', session()],
      ['/magic/form/9/customer', null],
      ['/magic/form/9/property/int-4', session()],
      ['/magic?token=abc', session()],
    ] as const) {
      const root = page();
      const before = root.innerHTML;
      expect(drawFirstFrame(root, path, s)).toBe(false);
      expect(root.innerHTML).toBe(before);
    }
  });

  it('keeps the product name in the bar when the session names no operator', () => {
    const root = page();
    const before = root.querySelector('.first-bar')!.textContent;
    drawFirstFrame(
      root,
      '/magic/form/9/customer',
      session({ contact: { corporateName: '', adviserName: 'Sam', adviserEmail: null } }),
    );
    expect(root.querySelector('.first-bar')!.textContent).toBe(before);
  });
});

/** customer.html's list of the Details step's files turned into modulepreload links. */
import { afterEach, describe, expect, it } from 'vitest';
import { DETAILS_CHUNKS_ID, preloadDetails } from './preloadDetails.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('preloadDetails', () => {
  it('links each listed file once, and nothing when the page has no list', () => {
    expect(preloadDetails()).toBe(0); // the staff app, the tests: no list
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = DETAILS_CHUNKS_ID;
    list.textContent = JSON.stringify(['/assets/DetailsPage-a.js', '/assets/forms-b.js']);
    document.head.append(list);
    // One of them is already linked (e.g. shared with what the page preloads): only the other is added.
    const existing = document.createElement('link');
    existing.rel = 'modulepreload';
    existing.setAttribute('href', '/assets/forms-b.js');
    document.head.append(existing);

    expect(preloadDetails()).toBe(1);
    expect(preloads()).toEqual(['/assets/forms-b.js', '/assets/DetailsPage-a.js']);
    // Called again (status, then options): nothing new.
    expect(preloadDetails()).toBe(0);
    expect(preloads()).toHaveLength(2);
  });
});

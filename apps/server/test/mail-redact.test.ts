// The stored copy of a sent e-mail loses its links' tokens (mail/redact.ts). Inputs written by hand.
import { describe, expect, it } from 'vitest';
import { SENT_TOKEN_PLACEHOLDER, withoutLinkTokens } from '../src/modules/mail/redact.ts';

const P = SENT_TOKEN_PLACEHOLDER;

describe('withoutLinkTokens', () => {
  it("replaces the magic link's token in the text, up to the end of the line, and keeps the rest", () => {
    const text = 'Open this link:\n\nhttps://rlc.example/magic?token=Ab3_-xYz\n\nThanks';
    expect(withoutLinkTokens(text)).toBe(`Open this link:\n\nhttps://rlc.example/magic?token=${P}\n\nThanks`);
  });

  it('stops at the closing quote of an HTML link and at the next parameter (also &amp;-escaped)', () => {
    expect(withoutLinkTokens('<a href="https://x.test/reset-password?token=q1w2">Go</a>')).toBe(
      `<a href="https://x.test/reset-password?token=${P}">Go</a>`,
    );
    expect(withoutLinkTokens('https://x.test/p?a=1&token=abc&b=2 https://x.test/p?a=1&amp;token=def')).toBe(
      `https://x.test/p?a=1&token=${P}&b=2 https://x.test/p?a=1&amp;token=${P}`,
    );
  });

  it('leaves text without a token parameter as it is (a word "token" or another parameter ending in it)', () => {
    const text = 'Your token is not here: https://x.test/p?mytoken=keep and token=keep too';
    expect(withoutLinkTokens(text)).toBe(text);
  });
});

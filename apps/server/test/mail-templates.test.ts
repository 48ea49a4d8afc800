import { describe, expect, it } from 'vitest';
import { magicLinkEmail } from '../src/modules/mail/index.ts';

describe('magic link e-mail', () => {
  it('gives the expiry as an Australian date and time with its zone, not GMT', () => {
    // 10:53:59 UTC on 10 December 2026 is 9:53 pm in Sydney (AEDT, UTC+11 in summer); dates read dd/mm/yyyy
    // (spec §9). The customer read "Thu, 10 Dec 2026 10:53:59 GMT" before.
    const mail = magicLinkEmail('duc@example.test', 'Đức', {
      corporateName: 'Demo Retirement Living',
      adviserName: 'Sam Taylor',
      link: 'http://127.0.0.1:3000/magic?token=x',
      expiresAt: new Date('2026-12-10T10:53:59Z'),
    });
    const until = 'Thursday, 10/12/2026, 9:53 pm AEDT';
    expect(mail.text).toContain(`(it works once, until ${until})`);
    expect(mail.html).toContain(`(works once, until ${until})`);
    expect(mail.text).not.toContain('GMT');
  });

  it('uses standard time (AEST, UTC+10) in the winter months', () => {
    // 02:00 UTC on 1 July 2027 is 12:00 pm AEST.
    const mail = magicLinkEmail('a@example.test', '', {
      corporateName: 'C',
      adviserName: '',
      link: 'l',
      expiresAt: new Date('2027-07-01T02:00:00Z'),
    });
    expect(mail.text).toContain('until Thursday, 01/07/2027, 12:00 pm AEST');
  });
});

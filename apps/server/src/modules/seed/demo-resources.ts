/**
 * The main demo corporate's resources: three newsletter articles (two published, one draft so an
 * admin sees the difference), three webinars and eight Find An Adviser entries. Names and businesses are
 * fictional; suburbs and postcodes are real, across the states, so the postcode search has something to order.
 */
import type { Db } from '../../db/client.ts';
import { seedResources, type ResourcesSeed } from '../resources/index.ts';
import { DEMO_CORPORATE } from './demo-users.ts';
import { userInCorporate } from './repository.ts';

export const DEMO_RESOURCES: ResourcesSeed = {
  articles: [
    {
      title: 'Age Pension rates from 20 September 2026',
      date: '2026-09-22',
      summary:
        'The maximum Age Pension rose at the September indexation and deeming rates went up. Reports made since use the new rates; older ones show a notice.',
      body: `## What changed

From 20 September 2026 the maximum Age Pension, with the pension and energy supplements, is **$1,237.70 a fortnight** for a single person and **$933.00 each** for a couple.

Deeming rates rose to **1.75 %** on the first $66,800 of a single person's financial assets ($110,600 for a pensioner couple) and **3.75 %** above.

## What it means for your reports

- Reports calculated since 20 September use the new rates.
- Older reports keep the figures the client was given. Their Summary shows a notice comparing the headline figures, with Re-run and Keep.
- Administrators can re-run every open report from Report Settings.`,
      published: true,
    },
    {
      title: 'Support at Home: explaining contributions to clients',
      date: '2026-08-12',
      summary:
        'Clients often ask what they will pay towards care at home. A short guide to the three service types and how the report shows them.',
      body: `Support at Home contributions depend on **what** the service is and **who** the client is.

1. Clinical care (nursing, allied health) costs the client nothing.
2. Independence services (personal care, transport) cost a full pensioner 5 % of the price and a self-funded retiree 50 %.
3. Everyday living (cleaning, gardening, meals) costs 17.5 % and 80 % respectively.

Part-pensioners pay in between. If the client has their letter from Services Australia, type their actual rates on Customer Details; otherwise the report estimates them and says so.`,
      published: true,
    },
    {
      title: 'Draft: spring open days',
      date: '2026-10-05',
      summary: 'Open days at our communities this spring, with times and what to bring. Not published yet.',
      body: `## Open days

Each community opens its doors on a Saturday in November, 10 am to 2 pm. Bring a client's comparison printed so they can see the figures beside the home.`,
      published: false,
    },
  ],
  webinars: [
    {
      title: 'Getting started: your first comparison report',
      date: '2026-07-15',
      url: 'https://example.com/webinars/getting-started',
    },
    {
      title: 'Rates day: what changed on 20 September 2026',
      date: '2026-09-24',
      url: 'https://example.com/webinars/rates-september-2026',
    },
    {
      title: 'Magic links: letting clients fill in their own details',
      date: '2026-11-04',
      url: 'https://example.com/webinars/magic-links',
    },
  ],
  advisers: [
    {
      name: 'Margaret Ellery',
      business: 'Harbourside Retirement Advice',
      suburb: 'Chatswood',
      state: 'NSW',
      postcode: '2067',
      phone: '(02) 9410 0000',
      email: 'margaret@harbourside-advice.example',
      specialities: ['Retirement village contracts', 'Age Pension and Centrelink'],
    },
    {
      name: 'Tom Nguyen',
      business: 'Illawarra Aged Care Planning',
      suburb: 'Wollongong',
      state: 'NSW',
      postcode: '2500',
      phone: '(02) 4220 0000',
      email: 'tom@illawarra-acp.example',
      specialities: ['Aged care fees', 'Downsizing and home sale'],
    },
    {
      name: 'Priya Raman',
      business: 'Bayside Financial Planning',
      suburb: 'Brighton',
      state: 'VIC',
      postcode: '3186',
      phone: '(03) 9592 0000',
      email: 'priya@bayside-fp.example',
      specialities: ['Superannuation', 'Estate planning'],
    },
    {
      name: 'David Kowalski',
      business: 'Geelong Seniors Advice',
      suburb: 'Geelong',
      state: 'VIC',
      postcode: '3220',
      phone: '(03) 5221 0000',
      email: 'david@geelong-seniors.example',
      specialities: ['Age Pension and Centrelink', 'Aged care fees'],
    },
    {
      name: 'Susan Hartley',
      business: 'Sunshine Coast Retirement Planning',
      suburb: 'Maroochydore',
      state: 'QLD',
      postcode: '4558',
      phone: '(07) 5443 0000',
      email: 'susan@sc-retire.example',
      specialities: ['Retirement village contracts', 'Downsizing and home sale'],
    },
    {
      name: 'Ahmed Farouk',
      business: 'Brisbane Aged Care Specialists',
      suburb: 'Chermside',
      state: 'QLD',
      postcode: '4032',
      phone: '(07) 3359 0000',
      email: 'ahmed@bne-agedcare.example',
      specialities: ['Aged care fees', 'Estate planning'],
    },
    {
      name: 'Helen Brooks',
      business: 'Adelaide Hills Financial',
      suburb: 'Mount Barker',
      state: 'SA',
      postcode: '5251',
      phone: '(08) 8391 0000',
      email: 'helen@ahf.example',
      specialities: ['Superannuation', 'Age Pension and Centrelink'],
    },
    {
      name: 'Liam O’Connor',
      business: 'Swan River Retirement Advice',
      suburb: 'Mandurah',
      state: 'WA',
      postcode: '6210',
      phone: '(08) 9535 0000',
      email: 'liam@swanriver-advice.example',
      specialities: ['Retirement village contracts', 'Estate planning'],
    },
  ],
};

/** Seeds the main demo corporate's resources (as its admin) unless it has some. True when written. */
export async function seedDemoResources(db: Db, now: Date = new Date()): Promise<boolean> {
  const admin = await userInCorporate(db, 'admin@demo.test', DEMO_CORPORATE.name);
  if (!admin) return false;
  return seedResources(db, { corporateId: admin.corporateId, userId: admin.id, now }, DEMO_RESOURCES);
}

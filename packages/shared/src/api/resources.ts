/**
 * Resources (spec §2.1 'resources': software, marketing, legal, adviser; §3.2 newsletter articles; §7 Content:
 * "GET content/newsletter-articles returns a list", "GET content/url/{name} returns url and filename"):
 * the payloads of the newsletter articles, webinars and Find An Adviser directory an operator's admins maintain
 * (ability adminReports, the Report Settings one), and of the user manual's link. Every item belongs to one
 * corporate; ids are database ids. Dates are calendar days, ISO YYYY-MM-DD.
 */
import { z } from 'zod';
import { STATES } from '../constants.ts';
import { RICH_TEXT_MAX_LENGTH, isSafeHref } from '../rich-text.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day typed as YYYY-MM-DD that exists (no 31 February). */
const isoDay = z
  .string()
  .trim()
  .min(1, 'Date required.')
  .max(10, 'Enter a real date.')
  .refine((s) => {
    if (!DAY.test(s)) return false;
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'Enter a real date.');

const required = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${what} required.`)
    .max(max, `At most ${max.toLocaleString('en-AU')} characters.`);

const webLink = z
  .string()
  .trim()
  .min(1, 'Link required.')
  .max(500, 'At most 500 characters.')
  .refine((s) => /^https?:\/\//i.test(s) && isSafeHref(s), 'Enter a web address starting with https://');

// ---------------------------------------------------------------------------------------------- newsletter

/**
 * A newsletter article (spec §3.2 "a list of content items"): title, date, a one-paragraph summary for the list,
 * the body in the limited rich text of ../rich-text.ts (docs/adr/0012), and whether advisers see it.
 */
export const NewsletterArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  summary: z.string(),
  body: z.string(),
  published: z.boolean(),
});
export type NewsletterArticle = z.infer<typeof NewsletterArticle>;

/** An article as an admin writes it; messages are shown beside the fields. */
export const NewsletterArticleInput = z.object({
  title: required('Title', 160),
  date: isoDay,
  summary: required('Summary', 400),
  body: required('Body', RICH_TEXT_MAX_LENGTH),
  published: z.boolean(),
});
export type NewsletterArticleInput = z.input<typeof NewsletterArticleInput>;

/** GET content/newsletter-articles: newest first; an adviser gets the published ones, an admin every one. */
export const NewsletterArticleList = z.array(NewsletterArticle);
export const NewsletterArticleResponse = z.object({ article: NewsletterArticle, message: z.string() });
export type NewsletterArticleResponse = z.infer<typeof NewsletterArticleResponse>;
export const PublishArticleRequest = z.object({ published: z.boolean() });

// ---------------------------------------------------------------------------------------------- webinars

/** A webinar: a titled link to a recording or a booking page, with its date. */
export const Webinar = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  url: z.string(),
});
export type Webinar = z.infer<typeof Webinar>;
export const WebinarInput = z.object({ title: required('Title', 160), date: isoDay, url: webLink });
export type WebinarInput = z.input<typeof WebinarInput>;
/** GET content/webinars: newest first. */
export const WebinarList = z.array(Webinar);
export const WebinarResponse = z.object({ webinar: Webinar, message: z.string() });

// ---------------------------------------------------------------------------------------------- advisers

/** The specialities an adviser in the directory may list (the customer's questions they can answer). */
export const ADVISER_SPECIALITIES = [
  'Retirement village contracts',
  'Aged care fees',
  'Age Pension and Centrelink',
  'Estate planning',
  'Downsizing and home sale',
  'Superannuation',
] as const;

/**
 * An entry of Find An Adviser: an independent financial adviser or aged-care specialist the operator recommends.
 * Postcode is four digits (0800 for Darwin keeps its leading zero).
 */
export const RecommendedAdviser = z.object({
  id: z.number().int(),
  name: z.string(),
  business: z.string(),
  suburb: z.string(),
  state: z.enum(STATES),
  postcode: z.string(),
  phone: z.string(),
  email: z.string(),
  specialities: z.array(z.string()),
});
export type RecommendedAdviser = z.infer<typeof RecommendedAdviser>;

export const RecommendedAdviserInput = z.object({
  name: required('Name', 120),
  business: required('Business', 160),
  suburb: required('Suburb', 80),
  state: z.enum(STATES, { error: 'State required.' }),
  postcode: z
    .string()
    .trim()
    .max(4, 'Enter the four-digit postcode.')
    .regex(/^\d{4}$/, 'Enter the four-digit postcode.'),
  phone: z
    .string()
    .trim()
    .min(1, 'Phone required.')
    .max(30, 'At most 30 characters.')
    .regex(/^[0-9 ()+-]+$/, 'Use digits, spaces, brackets, + or - only.'),
  email: z
    .string()
    .trim()
    .min(1, 'E-mail required.')
    .max(254, 'At most 254 characters.')
    .pipe(z.email('Enter a valid e-mail address.')),
  specialities: z.array(z.enum(ADVISER_SPECIALITIES)).max(ADVISER_SPECIALITIES.length),
});
export type RecommendedAdviserInput = z.input<typeof RecommendedAdviserInput>;
export const RecommendedAdviserList = z.array(RecommendedAdviser);
export const RecommendedAdviserResponse = z.object({ adviser: RecommendedAdviser, message: z.string() });

// ---------------------------------------------------------------------------------------------- files

/** The files GET content/url/{name} can link to (only the generated user manual for now). */
export const CONTENT_FILES = ['userManual'] as const;
export type ContentFileName = (typeof CONTENT_FILES)[number];
export const ContentFileParam = z.enum(CONTENT_FILES);

/** GET content/url/{name} (spec §7): a URL the browser opens in a new tab, and the file's name. */
export const ContentUrlResponse = z.object({ url: z.string(), filename: z.string() });
export type ContentUrlResponse = z.infer<typeof ContentUrlResponse>;

/** The query of the file URL: the signed, short-lived link token of GET content/url/{name}. */
export const ContentFileQuery = z.object({ token: z.string().min(1).max(2000) });

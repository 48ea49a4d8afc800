/**
 * The corporate shell's own texts (spec §2.4 "Corporate shell … a post-login message and highlights", §3.13
 * "post-login message, shown highlights"): two corporate-level named blocks kept with the report content
 * blocks (same table, same limited rich text of ADR 0012, edited on Report Settings) but never drawn in a report.
 * Every signed-in user reads them (`GET shellContent`); the web shows each once per user (localStorage).
 */
import { z } from 'zod';

/** The blocks an admin writes for the shell; `name` is how the dialog titles it. */
export const SHELL_CONTENT_BLOCKS = [
  {
    name: 'Post-login message',
    hint: 'Shown once to each user after they sign in, and again to everyone after each change.',
  },
  {
    name: "What's new",
    hint: 'One highlight per list item (- item). Each user sees a highlight once; a new or reworded item shows again.',
  },
] as const satisfies readonly { name: string; hint: string }[];

export type ShellContentName = (typeof SHELL_CONTENT_BLOCKS)[number]['name'];
export const SHELL_CONTENT_NAMES = SHELL_CONTENT_BLOCKS.map((b) => b.name) as [
  ShellContentName,
  ...ShellContentName[],
];
export const ShellContentNameParam = z.enum(SHELL_CONTENT_NAMES);

/** A highlight: one list item of "What's new" and its id (the hash of its text, so rewording shows it again). */
export const Highlight = z.object({ id: z.string(), text: z.string() });
export type Highlight = z.infer<typeof Highlight>;

/**
 * `GET shellContent`: the post-login message (null when blank) with when it was saved (the web remembers that
 * instant, so an edited message shows again), and the highlights in order.
 */
export const ShellContentResponse = z.object({
  message: z.object({ content: z.string(), lastUpdated: z.string() }).nullable(),
  highlights: z.array(Highlight),
});
export type ShellContentResponse = z.infer<typeof ShellContentResponse>;

/** 32-bit FNV-1a of the text as 8 hex digits: a short stable id (collisions only re-show or hide one highlight). */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * The highlights of a "What's new" text: each line starting with '- ', '* ' or 'N. ' is one (its text trimmed,
 * the marker dropped); other lines are ignored. E.g. '- Help pages\n- Consult Mode' → two highlights.
 */
export function highlightsOf(content: string): Highlight[] {
  return content
    .split('\n')
    .map((line) => /^\s*(?:[-*]|\d+\.)\s+(.+?)\s*$/.exec(line)?.[1])
    .filter((t): t is string => !!t)
    .map((text) => ({ id: fnv1a(text), text }));
}

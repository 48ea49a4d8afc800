/**
 * zod without its compiled parsers in the browser. zod 4 probes once whether it may compile object parsers
 * (`new Function("")`); the app's Content Security Policy (apps/server plugins/security.ts: script-src 'self', no
 * 'unsafe-eval') refuses that, and although zod catches the refusal, the browser logs a CSP violation on every
 * screen that validates with a schema (Lighthouse best practices 96 on the staff screens: "Issues were logged in
 * the Chrome DevTools"). `jitless` skips the probe and the compiling; the screens parse a few fields at a time,
 * so the interpreted parsers cost nothing to notice. Imported for its effect by mountApp.tsx, before any parse.
 *
 * Set on the global object zod keeps its settings in (so that every copy of zod shares them), not through
 * `z.config`: importing zod's config function brought 3.7 kB gzip of zod into every entry, Home over its budget.
 * zod reuses the object when it loads after this and is changed in place when it loaded before; zodConfig.test.ts
 * holds this to zod's behaviour (it fails if zod stops reading the setting from here).
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};

/**
 * ESLint rule `boundaries/public-entry`: a folder of sibling units (the web's features) is entered only
 * through each unit's public entries at its top level: `index.ts` (what other units may use) and the files
 * named in `entries` (the web: `routes.ts`, the route entries the app's router registers, kept apart so the
 * router's chunk does not pull in everything `index.ts` exports). With `{ root: 'apps/web/src/features' }`, a
 * file outside `features/forms/` may import `features/forms/index.ts` (or the folder) but not
 * `features/forms/summary/SummaryPage.tsx`. Files inside a unit import each other freely.
 *
 * Only static imports and re-exports are checked: a route's `import()` of a screen module is how the router
 * splits the bundle per screen (routing/lazyScreen.ts), so lazy screens stay reachable by their own path.
 * Relative paths are resolved against the importing file, so any depth of `../` is caught.
 */
import { dirname, relative, resolve, sep } from 'node:path';

/** The unit (first folder under `rootDir`) and the path inside it, or null when `file` is outside root. */
function locate(rootDir, file) {
  const rel = relative(rootDir, file);
  if (rel === '' || rel.startsWith('..') || resolve(rootDir, rel) !== file) return null;
  const [unit, ...rest] = rel.split(sep);
  return { unit, inner: rest.join('/') };
}

const isIndex = (inner) => inner === '' || inner === 'index' || /^index\.[cm]?[jt]sx?$/.test(inner);

/** @type {import('eslint').Rule.RuleModule} */
const publicEntry = {
  meta: {
    type: 'problem',
    docs: { description: "Import another feature only through its index.ts (docs/ARCHITECTURE.md, 'Web')." },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, entries: { type: 'array', items: { type: 'string' } } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      deep: "'{{source}}' reaches inside the '{{unit}}' feature: import what it exports from its index.ts.",
    },
  },
  create(context) {
    const { root, entries = [] } = context.options[0];
    const rootDir = resolve(context.cwd, root);
    const isEntry = (inner) => isIndex(inner) || entries.includes(inner);
    const here = locate(rootDir, context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const there = locate(rootDir, resolve(dirname(context.filename), source));
      if (!there || there.unit === here?.unit || isEntry(there.inner)) return;
      context.report({ node: node.source, messageId: 'deep', data: { source, unit: there.unit } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { 'public-entry': publicEntry } };

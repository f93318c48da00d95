/**
 * ESLint rule `hatchery/feature-boundaries` (D-112): a web feature (apps/web/src/features/<name>/) is used from
 * outside only through its declared entry points, so its folder can be reorganised without touching its users.
 *
 * - statically: its public surface, `features/<name>` (index.ts) — what other features and app/ use;
 * - statically from app/ only: `features/<name>/mount` (mount.ts) — what the app mounts in its providers and layouts
 *   (the top bar, a host, a listener). Kept apart from index.ts so that the first screens' files (D-91) never carry a
 *   feature's page-level helpers: a barrel's modules with top-level effects (GraphQL documents, CSS) stay in the
 *   bundle even when the import uses none of their exports;
 * - lazily, with `import()`: a page module — `features/<name>/pages` or a `…Page` / `…Screen` file. Pages stay
 *   per-page modules loaded on demand (one chunk per page group, D-91): a surface that re-exported them statically
 *   would pull every page into the shell's files.
 *
 * Anything else — `../tasks/useTaskList` from another feature, or from app/, lib/ or a test — is reported. Files of the
 * same feature import each other freely. Written as a rule of our own rather than `no-restricted-imports` because a
 * relative specifier means a different folder in every file: the rule resolves it before judging.
 */
import path from 'node:path';

const FEATURES = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`;
const LAZY_ENTRY = /^(pages|[A-Za-z0-9]+(Page|Screen))(\.tsx?)?$/;
const SURFACE = /^(index(\.tsx?)?)?$/;
const MOUNT = /^mount(\.tsx?)?$/;

/** `{ feature, rest }` for a path inside apps/web/src/features, else null. */
function featureOf(file) {
  const at = file.lastIndexOf(FEATURES);
  if (at < 0) return null;
  const [feature, ...rest] = file.slice(at + FEATURES.length).split(path.sep);
  return { feature, rest: rest.join('/') };
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Use another web feature only through its index.ts, or import() its pages' },
    messages: {
      deep:
        "'{{spec}}' reaches into feature '{{feature}}': import its public surface (features/{{feature}}, index.ts){{lazy}}.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    function check(node, source, dynamic) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      if (!spec.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(file), spec));
      if (!target || target.feature === from?.feature) return;
      if (SURFACE.test(target.rest)) return;
      if (dynamic && LAZY_ENTRY.test(target.rest)) return;
      if (!from && !dynamic && MOUNT.test(target.rest)) return;
      context.report({
        node,
        messageId: 'deep',
        data: {
          spec,
          feature: target.feature,
          lazy: dynamic
            ? ', or import() its pages module or a …Page / …Screen file'
            : from
              ? ', or load a page lazily with import()'
              : ', its mount.ts, or load a page lazily with import()',
        },
      });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source, false),
      ExportNamedDeclaration: (node) => check(node, node.source, false),
      ExportAllDeclaration: (node) => check(node, node.source, false),
      ImportExpression: (node) => check(node, node.source, true),
    };
  },
};

export const hatcheryWebPlugin = { rules: { 'feature-boundaries': featureBoundaries } };

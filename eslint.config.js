import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { hatcheryWebPlugin } from './apps/web/lint/featureBoundaries.js';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Module boundaries (D-109): from outside a module, only its public surface (its index) may be imported. ESLint's own
 * no-restricted-imports matches the import as written, so each folder gets one block whose patterns are the relative
 * paths from that folder to every other module's internals — nothing to install or keep up with (see D-109 for why
 * not eslint-plugin-boundaries or import-x). Tests are exempt: a test may reach into what it tests.
 *
 * moduleBoundaryBlocks({ root, modules, surface, extensions }) is written for any tree: the server passes its
 * modules; the web can pass its features beside it (its own `surface`, e.g. extensionless imports).
 */
function foldersUnder(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const child = path.posix.join(dir, entry.name);
      return [child, ...foldersUnder(child)];
    });
}

function escapeRegex(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function moduleBoundaryBlocks({ root, modules, surface = 'index\\.js', extensions = ['ts'], message }) {
  return [root, ...foldersUnder(root)].map((folder) => {
    const patterns = modules
      .filter((module) => folder !== module && !folder.startsWith(`${module}/`))
      .map((module) => {
        const relative = path.posix.relative(folder, module);
        const written = relative.startsWith('.') ? relative : `./${relative}`;
        return { regex: `^${escapeRegex(written)}/(?!${surface}$).+`, message };
      });
    return {
      files: extensions.map((extension) => `${folder}/*.${extension}`),
      ignores: ['**/*.test.ts', '**/*.test.tsx'],
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    };
  });
}

const serverModuleRoot = 'apps/server/src/modules';
/** modules/<x>, and modules/identity/<x>: identity is a folder of modules, not a module. */
const serverModules = readdirSync(serverModuleRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    entry.name === 'identity'
      ? readdirSync(`${serverModuleRoot}/identity`, { withFileTypes: true })
          .filter((sub) => sub.isDirectory())
          .map((sub) => `${serverModuleRoot}/identity/${sub.name}`)
      : [`${serverModuleRoot}/${entry.name}`],
  );

export const serverBoundaryBlocks = moduleBoundaryBlocks({
  root: 'apps/server/src',
  modules: serverModules,
  message: "Import another server module through its index.js (its public surface, D-109); export what you need there.",
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/.tmp/**', 'apps/server/drizzle/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'apps/web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, hatchery: hatcheryWebPlugin },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // D-112: another web feature only through its index.ts (app/: also its mount.ts), its pages through import().
      'hatchery/feature-boundaries': 'error',
      // A name needs a role: aria-label on an element without one (Mantine's Loader and Skeleton, a bare layout box) is
      // prohibited — a serious axe violation (aria-prohibited-attr) when the element has no text, ignored by screen
      // readers otherwise. A spinner is LoadingIndicator (role="progressbar"); a named box gets its role or `component`.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name=/^(Loader|Skeleton|Box|Group|Stack|Center|Flex|div|span|Badge|Text|Paper|Card|SimpleGrid|Grid|ThemeIcon|Avatar|Indicator|Kbd|Code|p)$/]:not(:has(JSXAttribute[name.name=/^(role|component)$/])) > JSXAttribute[name.name='aria-label']",
          message: 'aria-label needs a role here: LoadingIndicator for a spinner (components/LoadingIndicator.tsx); otherwise give the element its role.',
        },
        {
          // Mantine's Avatar shows an <img> once it has a picture: without alt that is a critical axe violation (image-alt),
          // met only where the data has pictures (the seed has few).
          selector: "JSXOpeningElement[name.name=/^(Avatar|Image)$/]:has(JSXAttribute[name.name='src']):not(:has(JSXAttribute[name.name='alt']))",
          message: "A picture needs alt: alt=\"\" when the name is written beside it, else the name.",
        },
        {
          // D-567: cut text keeps its own direction. An English name cut to one line in an Arabic page lost its
          // first letters ("…pply to one of our programs:"): the paragraph was right to left, so the overflow side was
          // the start of the English text. dir="auto" (or the known direction) lays it out as its own script runs.
          selector: "JSXOpeningElement[name.name=/^(Text|Anchor|Title)$/]:has(JSXAttribute[name.name=/^(truncate|lineClamp)$/]):not(:has(JSXAttribute[name.name='dir'])):not(:has(JSXSpreadAttribute))",
          message: 'Text cut short (truncate, lineClamp) needs dir: dir="auto" for what people type, dir="ltr" for e-mails and links.',
        },
        {
          // D-567: what people wrote over several lines (descriptions, answers, comments) reads in its own direction:
          // an English paragraph in an Arabic page otherwise ends its lines with the full stop on the wrong side.
          selector: "JSXOpeningElement[name.name='Text']:has(JSXAttribute[name.name='style'] Property[key.name='whiteSpace'][value.value=/^pre-(wrap|line)$/]):not(:has(JSXAttribute[name.name='dir']))",
          message: 'Text kept in its lines (white-space: pre-wrap/pre-line) is what people wrote: give it dir="auto".',
        },
        {
          // D-569: a Text that shows one of the fields people write sentences in (a milestone's goal, a headline, a
          // description…) reads in its own direction too: "Evidence that the problem is real and .that the solution
          // solves it" in an Arabic page.
          selector:
            "JSXElement:has(> JSXOpeningElement[name.name=/^(Text|Title|Blockquote)$/]:not(:has(JSXAttribute[name.name='dir'])):not(:has(JSXSpreadAttribute))) > JSXExpressionContainer > MemberExpression[property.name=/^(goal|description|headline|bio|oneLiner|summary|message|body|comment|answer|notes?|reason|textValue|about|pitch|instructions|agenda)$/]",
          message: 'Text that shows what people wrote (goal, description, headline, message…) needs dir="auto".',
        },
        {
          // D-572: i18next names Japanese `ja_JP`, which Intl refuses (RangeError: Incorrect locale information): a page
          // formatting a date or number with the raw language crashed in Japanese. htmlLang() gives the BCP 47 tag.
          selector:
            "NewExpression[callee.object.name='Intl'] > MemberExpression[property.name=/^(language|resolvedLanguage)$/], NewExpression[callee.object.name='Intl'] > LogicalExpression > MemberExpression[property.name=/^(language|resolvedLanguage)$/], CallExpression[callee.property.name=/^(toLocale[A-Za-z]*String|localeCompare)$/] > MemberExpression[property.name=/^(language|resolvedLanguage)$/]",
          message: 'Intl needs a BCP 47 tag: htmlLang(i18n.language) (app/i18n/locale.ts), not the i18next language (ja_JP).',
        },
      ],
    },
  },
  ...serverBoundaryBlocks,
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx', '**/scripts/**'],
    rules: { 'no-console': 'off' },
  },
);

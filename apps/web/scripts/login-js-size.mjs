// Sums the gzip size of the JavaScript a browser loads for /login: the entry chunk and its static imports, the app
// start chunk it imports right away, and the login page chunk — each with their static imports, counted once. Since
// D-91 the start and login modules live in the `app` group (build/chunkGroups.ts), which the manifest lists by file.
// What Chromium really transfers (compressed, with headers) is measured by e2e/tests/transfer-size.spec.ts.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const seen = new Set();
function visit(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) visit(dep);
}
const roots = ['index.html', 'src/app/start.tsx', 'src/features/auth/LoginPage.tsx', ...Object.keys(manifest).filter((key) => /^_app-.*\.js$/.test(key))];
roots.forEach(visit);
let total = 0;
for (const key of seen) {
  const file = manifest[key]?.file;
  if (!file?.endsWith('.js')) continue;
  const size = gzipSync(readFileSync(dist + file)).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzip JS for /login`);

// Sums the gzipped JavaScript the login page loads: the entry chunk, the login route's chunk and every chunk
// either imports statically, read from Vite's build manifest. Run after `vite build`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const roots = ['index.html', 'src/features/auth/login-page.tsx'];

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
roots.forEach(visit);

let total = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  process.stdout.write(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}\n`);
}
process.stdout.write(
  `${(total / 1024).toFixed(2).padStart(8)} KB  total gzipped JavaScript loaded by the login page\n`,
);
if (process.argv.includes('--check') && total > 120 * 1024) {
  console.error('Over the 120 KB budget.');
  process.exit(1);
}

// `npm start`: build the web app when its sources are newer than the build, then run the server in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const sources = ['src', 'index.html', 'public', 'vite.config.ts'].map((p) => join(web, p));
const sourceTime = Math.max(...sources.map(newestMtime), newestMtime(join(root, 'packages/shared/src')));
const buildTime = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;

if (existsSync(join(web, 'index.html')) && sourceTime > buildTime) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Staffdesk cannot start: the web app did not build (see above).');
    process.exit(1);
  }
}

const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'apps/server/src/main.ts'));

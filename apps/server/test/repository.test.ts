import { execFileSync } from 'node:child_process';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

it('tracks no secrets.json: a DATA_DIR holds generated keys, which stay on the machine that made them', () => {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repositoryRoot, encoding: 'utf8' }).split('\0');
  expect(tracked.filter((path) => basename(path) === 'secrets.json')).toEqual([]);
});

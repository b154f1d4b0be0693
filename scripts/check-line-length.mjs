// No line of a tracked text file over MAX characters: Prettier sets code at 120, and what it cannot break
// (a long string, a Markdown table) must still read on a screen. Prints file:line for each, exits 1.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX = 160;
/** Generated or written by tools, not by people; and SVG files, which are drawings, not code. */
const SKIPPED = [/(^|\/)package-lock\.json$/, /^apps\/server\/src\/db\/migrations\//, /\.svg$/];

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 1 << 28 })
  .split('\0')
  .filter((path) => path && !SKIPPED.some((pattern) => pattern.test(path)));

// As git tells text from binary: a NUL byte in the first 8,000 bytes.
const isBinary = (bytes) => bytes.subarray(0, 8000).includes(0);

const long = [];
for (const path of tracked) {
  let bytes;
  try {
    bytes = readFileSync(path);
  } catch {
    continue; // deleted in the work tree, or a submodule
  }
  if (isBinary(bytes)) continue;
  bytes
    .toString('utf8')
    .split('\n')
    .forEach((line, i) => {
      if ([...line.replace(/\r$/, '')].length > MAX) long.push(`${path}:${i + 1}`);
    });
}

for (const at of long) console.log(at);
if (long.length > 0) {
  console.error(`${long.length} lines over ${MAX} characters: break them.`);
  process.exit(1);
}

// Comment words per 100 lines of code in a tree of TypeScript (issue 39: the server at most 70).
import ts from 'typescript';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const limitArg = args.find((a) => a.startsWith('--max='))?.slice('--max='.length);
const roots = args.filter((a) => !a.startsWith('--'));
if (roots.length === 0) roots.push('apps/server');
const root = roots.join(' ');

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'migrations') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

function commentRanges(text, path) {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  const ranges = new Map();
  const visit = (node) => {
    for (const r of ts.getLeadingCommentRanges(text, node.pos) ?? []) ranges.set(r.pos, r);
    for (const r of ts.getTrailingCommentRanges(text, node.end) ?? []) ranges.set(r.pos, r);
    ts.forEachChild(node, visit);
  };
  visit(file);
  for (const r of ts.getLeadingCommentRanges(text, file.endOfFileToken.pos) ?? []) ranges.set(r.pos, r);
  return [...ranges.values()];
}

function measure(text, path) {
  const ranges = commentRanges(text, path);
  const code = [...text];
  let words = 0;
  for (const r of ranges) {
    const comment = text.slice(r.pos, r.end);
    words += comment
      .replace(/^\/\/|^\/\*+|\*+\/$|^\s*\*/gm, ' ')
      .split(/\s+/)
      .filter((w) => /\w/.test(w) && !w.startsWith('eslint-')).length;
    for (let i = r.pos; i < r.end; i++) if (code[i] !== '\n') code[i] = ' ';
  }
  const lines = code
    .join('')
    .split('\n')
    .filter((line) => line.trim() !== '').length;
  return { words, lines };
}

const rows = roots
  .flatMap((r) => (/\.tsx?$/.test(r) ? [r] : [...sources(r)]))
  .map((path) => ({ path, ...measure(readFileSync(path, 'utf8'), path) }));
const words = rows.reduce((n, r) => n + r.words, 0);
const lines = rows.reduce((n, r) => n + r.lines, 0);
const density = (100 * words) / lines;
if (process.env.VERBOSE) {
  for (const r of rows.sort((a, b) => b.words - a.words).slice(0, 40))
    console.log(`${r.words}\t${((100 * r.words) / Math.max(r.lines, 1)).toFixed(0)}\t${r.path}`);
}
console.log(`${root}: ${words} comment words over ${lines} lines of code, ${density.toFixed(1)} per 100`);
if (limitArg && density > Number(limitArg)) {
  console.error(`${root} has more than ${limitArg} comment words per 100 lines of code: say why in fewer words.`);
  process.exit(1);
}

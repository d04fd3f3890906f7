#!/usr/bin/env node
/**
 * The database's refusals as the client shows them (issue 26): every sentence a function of
 * supabase/schemas/ raises, with `%` / `%s` parameters as {1}, {2}… Writes
 * src/lib/i18n/sentences/refusals.json (English, sorted); tests/unit/i18n/sentences.test.ts fails
 * when that file is stale or when French or Arabic lacks one of them.
 *
 *   node scripts/refusal-sentences.mjs          rewrite the list
 *   node scripts/refusal-sentences.mjs --check  exit 1 when the list is stale
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const REFUSALS_PATH = join(root, 'src/lib/i18n/sentences/refusals.json');

/** A message pattern from a raise/format string: `%`, `%s` → {1}, {2}…; `%%` → `%`. */
export function toPattern(text) {
  let n = 0;
  return text.replace(/%%|%s?/g, (mark) => (mark === '%%' ? '%' : `{${++n}}`));
}

/** The statement from `raise` to its `;`, with its string literals (quotes undone). */
function statements(sql) {
  const found = [];
  const raise = /\braise\s+(exception|sqlstate)\b/gi;
  let match;
  while ((match = raise.exec(sql))) {
    const literals = [];
    let i = match.index;
    let code = '';
    while (i < sql.length && sql[i] !== ';') {
      if (sql[i] === "'") {
        let j = i + 1;
        let text = '';
        for (;;) {
          if (sql[j] === "'" && sql[j + 1] === "'") {
            text += "'";
            j += 2;
          } else if (sql[j] === "'" || j >= sql.length) break;
          else text += sql[j++];
        }
        literals.push({ text, before: code });
        code += ' $lit ';
        i = j + 1;
      } else code += sql[i++];
    }
    found.push(literals);
    raise.lastIndex = i;
  }
  return found;
}

/** Sentences (a space, a final stop) that are not a hint or a detail. */
export function sentencesOf(sql) {
  const out = new Set();
  for (const literals of statements(sql)) {
    for (const { text, before } of literals) {
      if (/\b(hint|detail)\s*=\s*$/i.test(before)) continue;
      let sentence = text;
      if (sentence.startsWith('{"code"')) sentence = JSON.parse(sentence).message;
      if (!/\s/.test(sentence) || !/[.?!]$/.test(sentence)) continue;
      out.add(toPattern(sentence));
    }
  }
  return out;
}

/** Every refusal of the schema files, sorted. */
export function refusalSentences() {
  const folder = join(root, 'supabase/schemas');
  const all = new Set();
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    for (const sentence of sentencesOf(readFileSync(join(folder, file), 'utf8'))) all.add(sentence);
  }
  return [...all].sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = `${JSON.stringify(refusalSentences(), null, 2)}\n`;
  if (process.argv.includes('--check')) {
    if (readFileSync(REFUSALS_PATH, 'utf8') !== text) {
      console.error('refusals.json is stale: run node scripts/refusal-sentences.mjs');
      process.exit(1);
    }
  } else {
    writeFileSync(REFUSALS_PATH, text);
    console.log(`${JSON.parse(text).length} sentences → ${REFUSALS_PATH}`);
  }
}

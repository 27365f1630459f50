// Fails when the English and Spanish catalogs do not have exactly the same keys, or a value is empty.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const read = (lang) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../src/locales/${lang}.json`, import.meta.url)), 'utf8'));
const en = read('en');
const es = read('es');
const problems = [];
for (const key of Object.keys(en)) if (!(key in es)) problems.push(`es.json lacks "${key}"`);
for (const key of Object.keys(es)) if (!(key in en)) problems.push(`en.json lacks "${key}"`);
for (const [lang, catalog] of [
  ['en', en],
  ['es', es],
]) {
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value !== 'string' || !value.trim()) problems.push(`${lang}.json "${key}" is empty`);
  }
}
if (problems.length) {
  console.error(`Locale catalogs differ:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Locale catalogs match: ${Object.keys(en).length} keys in en and es.`);

// Fails when the English and Spanish catalogs do not have exactly the same keys, a value is empty,
// or a key is declared twice. The main catalogs are src/locales/{en,es}.json, offline reading's
// src/locales/offline/{en,es}.json (loaded with the modules that use them); the admin panel's
// are src/features/admin/locales/{en,es}/<area>.json (loaded with the panel).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const src = new URL('../src/', import.meta.url);
const readJson = (url) => JSON.parse(readFileSync(fileURLToPath(url), 'utf8'));
const adminDir = (lang) => new URL(`features/admin/locales/${lang}/`, src);
const adminAreas = readdirSync(fileURLToPath(adminDir('en'))).filter((name) => name.endsWith('.json'));

/** [label, en catalog, es catalog] pairs. */
const pairs = [
  [
    'locales/{lang}.json',
    readJson(new URL('locales/en.json', src)),
    readJson(new URL('locales/es.json', src)),
  ],
  [
    'locales/offline/{lang}.json',
    readJson(new URL('locales/offline/en.json', src)),
    readJson(new URL('locales/offline/es.json', src)),
  ],
  ...adminAreas.map((name) => [
    `features/admin/locales/{lang}/${name}`,
    readJson(new URL(name, adminDir('en'))),
    readJson(new URL(name, adminDir('es'))),
  ]),
];
const esAreas = readdirSync(fileURLToPath(adminDir('es'))).filter((name) => name.endsWith('.json'));
const problems = esAreas
  .filter((name) => !adminAreas.includes(name))
  .map((name) => `es/${name} has no en twin`);

const declaredIn = new Map();
let total = 0;
for (const [label, en, es] of pairs) {
  const where = (lang) => label.replace('{lang}', lang);
  for (const key of Object.keys(en)) if (!(key in es)) problems.push(`${where('es')} lacks "${key}"`);
  for (const key of Object.keys(es)) if (!(key in en)) problems.push(`${where('en')} lacks "${key}"`);
  for (const [lang, catalog] of [
    ['en', en],
    ['es', es],
  ]) {
    for (const [key, value] of Object.entries(catalog)) {
      if (typeof value !== 'string' || !value.trim()) problems.push(`${where(lang)} "${key}" is empty`);
    }
  }
  for (const key of Object.keys(en)) {
    if (declaredIn.has(key)) problems.push(`"${key}" is declared in ${declaredIn.get(key)} and ${label}`);
    else declaredIn.set(key, label);
  }
  total += Object.keys(en).length;
}
if (problems.length) {
  console.error(`Locale catalogs differ:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Locale catalogs match: ${total} keys in en and es (${pairs.length} catalog pairs).`);

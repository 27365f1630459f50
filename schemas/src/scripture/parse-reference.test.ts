import { describe, expect, it } from 'vitest';
import { REFERENCE_MAX_LENGTH } from '../constants';
import type { Language } from '../languages';
import { parseReference, punctuationOf } from './parse-reference';

// [reference, language it is typed in, the OSIS ranges expected ('' = not a reference)]
const TABLE: Array<[string, Language, string]> = [
  // Spanish notation: comma between chapter and verse, periods between verses.
  ['Juan 3,16', 'es', 'John.3.16'],
  ['Jn 3,16', 'es', 'John.3.16'],
  ['Jn 3, 16', 'es', 'John.3.16'],
  ['Juan 3:16', 'es', 'John.3.16'],
  ['Mt 5,1-12; 6,9-13', 'es', 'Matt.5.1-Matt.5.12 Matt.6.9-Matt.6.13'],
  ['Mt 5, 1-12', 'es', 'Matt.5.1-Matt.5.12'],
  ['Mt 5,3.5', 'es', 'Matt.5.3 Matt.5.5'],
  ['Jn 3,16.18', 'es', 'John.3.16 John.3.18'],
  ['Mateo 7,13', 'es', 'Matt.7.13'],
  ['Mateo 7,13-14', 'es', 'Matt.7.13-Matt.7.14'],
  ['Mateo 7:13-14', 'es', 'Matt.7.13-Matt.7.14'],
  ['Mt 7', 'es', 'Matt.7.1-Matt.7.29'],
  ['Mt 5-7', 'es', 'Matt.5.1-Matt.7.29'],
  ['Mc 1,1-8', 'es', 'Mark.1.1-Mark.1.8'],
  ['Marcos 4:26-32', 'es', 'Mark.4.26-Mark.4.32'],
  ['Lc 19,1-10', 'es', 'Luke.19.1-Luke.19.10'],
  ['Lucas 19', 'es', 'Luke.19.1-Luke.19.48'],
  ['Lc 1,26-38', 'es', 'Luke.1.26-Luke.1.38'],
  ['Lucas 10:38-42', 'es', 'Luke.10.38-Luke.10.42'],
  ['Hch 2,1-11', 'es', 'Acts.2.1-Acts.2.11'],
  ['Hechos 2,1-11', 'es', 'Acts.2.1-Acts.2.11'],
  ['Rm 8,28', 'es', 'Rom.8.28'],
  ['Romanos 12:18', 'es', 'Rom.12.18'],
  ['1 Co 13,4-7', 'es', '1Cor.13.4-1Cor.13.7'],
  ['1Co 13', 'es', '1Cor.13.1-1Cor.13.13'],
  ['1 Cor 13,1', 'es', '1Cor.13.1'],
  ['Primera de Corintios 13,1', 'es', '1Cor.13.1'],
  ['2 Corintios 5:18', 'es', '2Cor.5.18'],
  ['Gálatas 6:9', 'es', 'Gal.6.9'],
  ['Galatas 6,9', 'es', 'Gal.6.9'],
  ['1 Tesalonicenses 5:18', 'es', '1Thess.5.18'],
  ['Colosenses 3:13', 'es', 'Col.3.13'],
  ['Santiago 5:7-8', 'es', 'Jas.5.7-Jas.5.8'],
  ['1 Juan 1:9', 'es', '1John.1.9'],
  ['Ap 21,1', 'es', 'Rev.21.1'],
  ['Apocalipsis 21', 'es', 'Rev.21.1-Rev.21.27'],
  ['Génesis 1,1', 'es', 'Gen.1.1'],
  ['Genesis 1,1', 'es', 'Gen.1.1'],
  ['Éxodo 3,14', 'es', 'Exod.3.14'],
  ['Exodo 3,14', 'es', 'Exod.3.14'],
  ['Gn 50,1-Ex 1,3', 'es', 'Gen.50.1-Exod.1.3'],
  ['Sal 23', 'es', 'Ps.23.1-Ps.23.6'],
  ['Salmo 22,2', 'es', 'Ps.22.2'],
  ['Is 53,5', 'es', 'Isa.53.5'],
  ['Isaías 53,5', 'es', 'Isa.53.5'],
  ['Cant 2,1', 'es', 'Song.2.1'],
  ['Qo 3,1', 'es', 'Eccl.3.1'],
  ['Ecl 3,1', 'es', 'Eccl.3.1'],
  // Deuterocanonical books, and Sirach under each of its names.
  ['Eclo 3,2', 'es', 'Sir.3.2'],
  ['Eclo 3, 2-6', 'es', 'Sir.3.2-Sir.3.6'],
  ['Si 3,2', 'es', 'Sir.3.2'],
  ['Sir 1,1', 'es', 'Sir.1.1'],
  ['Eclesiástico 3,2', 'es', 'Sir.3.2'],
  ['Eclesiastico 3,2', 'es', 'Sir.3.2'],
  ['Tb 1,3', 'es', 'Tob.1.3'],
  ['Sab 3,1-9', 'es', 'Wis.3.1-Wis.3.9'],
  ['Sabiduría 3,1', 'es', 'Wis.3.1'],
  ['1 Mac 2,1', 'es', '1Macc.2.1'],
  ['Ba 3', 'es', 'Bar.3.1-Bar.3.37'],
  ['Jdt 8,1', 'es', 'Jdt.8.1'],
  // English notation.
  ['John 3:16', 'en', 'John.3.16'],
  ['Jn 3:16', 'en', 'John.3.16'],
  ['Jn 3,16', 'en', 'John.3.16'],
  ['John 3:16-18, 20', 'en', 'John.3.16-John.3.18 John.3.20'],
  ['Matthew 7:12-14', 'en', 'Matt.7.12-Matt.7.14'],
  ['Matt 5, 6', 'en', 'Matt.5.1-Matt.5.48 Matt.6.1-Matt.6.34'],
  ['Mt 7', 'en', 'Matt.7.1-Matt.7.29'],
  ['Mark 4:26-32', 'en', 'Mark.4.26-Mark.4.32'],
  ['Luke 19:41-44', 'en', 'Luke.19.41-Luke.19.44'],
  ['1 Corinthians 13:4-7', 'en', '1Cor.13.4-1Cor.13.7'],
  ['1 Cor 13:4-7', 'en', '1Cor.13.4-1Cor.13.7'],
  ['Rom 8:28', 'en', 'Rom.8.28'],
  ['Psalm 23', 'en', 'Ps.23.1-Ps.23.6'],
  ['Ps 23:1-3', 'en', 'Ps.23.1-Ps.23.3'],
  ['Revelation 21:1-4', 'en', 'Rev.21.1-Rev.21.4'],
  ['Sirach 3:2', 'en', 'Sir.3.2'],
  ['Ecclesiasticus 3', 'en', 'Sir.3.1-Sir.3.31'],
  ['Ben Sira 1:1', 'en', 'Sir.1.1'],
  ['Tobit 1:3', 'en', 'Tob.1.3'],
  ['Wisdom 3:1-9', 'en', 'Wis.3.1-Wis.3.9'],
  ['1 Maccabees 2:1', 'en', '1Macc.2.1'],
  ['Jude 3', 'en', 'Jude.1.3'],
  ['Philemon 2', 'en', 'Phlm.1.2'],
  // Typed in the other language than the page's: still read.
  ['Mateo 7,13', 'en', 'Matt.7.13'],
  ['Matthew 7:13', 'es', 'Matt.7.13'],
  // Not references: no book, a chapter or verse that does not exist, plain words.
  ['hola', 'es', ''],
  ['Mt 99', 'es', ''],
  // A psalm in both numberings (Greek, then Hebrew in brackets) is one psalm, by its Hebrew number.
  ['Sal 22 (23)', 'es', 'Ps.23.1-Ps.23.6'],
  ['Sal 50 (51), 3-4', 'es', 'Ps.51.3-Ps.51.4'],
  ['Sal 22 (23)', 'en', 'Ps.23.1-Ps.23.6'],
  ['Sal 22', 'es', 'Ps.22.1-Ps.22.31'],
  ['Mt 5,99', 'es', ''],
  ['Juan', 'es', ''],
  ['', 'en', ''],
  ['Evangelio del día', 'es', ''],
];

describe('parseReference', () => {
  it('has a table of at least 60 references', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
  });

  it.each(TABLE)('%s (%s) → %s', (text, language, expected) => {
    expect(
      parseReference(text, language)
        .map((r) => r.osis)
        .join(' '),
    ).toBe(expected);
  });

  it('gives each range its book, chapter and verse integers and verse positions', () => {
    const [range] = parseReference('Mt 7,13-14', 'es');
    expect(range).toMatchObject({
      from: { book: 'Matt', chapter: 7, verse: 13 },
      to: { book: 'Matt', chapter: 7, verse: 14 },
    });
    expect(range!.end - range!.start).toBe(1);
    const [chapter] = parseReference('Matthew 7', 'en');
    expect(chapter!.end - chapter!.start).toBe(28); // 29 verses
    const [next] = parseReference('Mt 8,1', 'es');
    expect(next!.start).toBe(chapter!.end + 1); // positions run on across chapters
  });

  it('reads a comma between digits as chapter,verse and a colon as chapter:verse, whatever the language', () => {
    expect(punctuationOf('Jn 3,16', 'en')).toBe('eu');
    expect(punctuationOf('Juan 3:16', 'es')).toBe('us');
    expect(punctuationOf('Matt 5, 6', 'en')).toBe('us');
    expect(punctuationOf('Mt 5, 1-12', 'es')).toBe('eu');
  });

  it('answers a repeated reference from its recent answers, each caller getting its own list', () => {
    const first = parseReference('Mt 5,1-12; 6,9-13', 'es');
    first.pop();
    expect(parseReference('Mt 5,1-12; 6,9-13', 'es')).toHaveLength(2);
    expect(parseReference('Mt 5,1-12; 6,9-13', 'es', { whole: true })).toHaveLength(2);
  });

  it('with `whole`, refuses text that only contains a reference', () => {
    expect(parseReference('oración en Mateo 7', 'es', { whole: true })).toEqual([]);
    expect(parseReference('she is 2 cool', 'en', { whole: true })).toEqual([]);
    expect(parseReference('Mateo 7,13', 'es', { whole: true }).map((r) => r.osis)).toEqual(['Matt.7.13']);
    expect(parseReference('Mt 5,1-12; 6,9-13', 'es', { whole: true })).toHaveLength(2);
  });

  it(`reads at most REFERENCE_MAX_LENGTH (${REFERENCE_MAX_LENGTH}) characters: longer text is not parsed`, () => {
    const atCap = 'Mt 5,1-12'.padEnd(REFERENCE_MAX_LENGTH, ' ');
    expect(parseReference(atCap, 'es').map((r) => r.osis)).toEqual(['Matt.5.1-Matt.5.12']);
    expect(parseReference(`${atCap} `, 'es')).toEqual([]);
    expect(parseReference('Mt' + ' '.repeat(20_000) + '5,1', 'es')).toEqual([]);
  });

  it('reads a run of spaces, tabs or asterisks as the one separator it is', () => {
    const osis = (text: string, language: Language = 'es') =>
      parseReference(text, language).map((r) => r.osis);
    expect(osis('Mt' + ' '.repeat(150) + '5,1-12')).toEqual(osis('Mt 5,1-12'));
    expect(osis('Mt 5' + '\t \u00a0'.repeat(40) + ',1')).toEqual(osis('Mt 5,1'));
    expect(osis('Matthew' + ' *'.repeat(60) + '7:13', 'en')).toEqual(osis('Matthew 7:13', 'en'));
    expect(osis('**Mt 5,1**')).toEqual(['Matt.5.1']);
    expect(parseReference('Mt' + ' '.repeat(150) + '5,1', 'es', { whole: true })).toHaveLength(1);
  });
});

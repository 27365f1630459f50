// Proves the liturgical day on the dates a Catholic would check, in English and Spanish, for the
// liturgical years that meet in 2026 and 2027 (romcal 3.0.0-dev.116, General Roman Calendar).
import { describe, expect, it } from 'vitest';
import { createLiturgicalCalendar } from './liturgical-day';

const calendar = createLiturgicalCalendar();
const day = (date: string, lang: 'en' | 'es' = 'en') => calendar.liturgicalDay(date, 'general-roman', lang);

/** date, English name, Spanish name, rank, first colour, season, Sunday cycle. */
const CHECKED: Array<[string, RegExp, RegExp, string, string | null, string, string]> = [
  [
    '2026-11-22',
    /Christ.*King of the Universe/,
    /Jesucristo, Rey del Universo/,
    'SOLEMNITY',
    'WHITE',
    'ORDINARY_TIME',
    'A',
  ],
  ['2026-11-29', /^First Sunday of Advent$/, /^1º domingo de Adviento$/, 'SUNDAY', 'PURPLE', 'ADVENT', 'B'],
  ['2026-12-06', /^Second Sunday of Advent$/, /^2º domingo de Adviento$/, 'SUNDAY', 'PURPLE', 'ADVENT', 'B'],
  ['2026-12-08', /Immaculate Conception/, /Inmaculada Concepción/, 'SOLEMNITY', 'WHITE', 'ADVENT', 'B'],
  // Gaudete: rose, or purple where there are no rose vestments.
  ['2026-12-13', /^Third Sunday of Advent$/, /^3º domingo de Adviento$/, 'SUNDAY', 'ROSE', 'ADVENT', 'B'],
  ['2026-12-20', /^Fourth Sunday of Advent$/, /^4º domingo de Adviento$/, 'SUNDAY', 'PURPLE', 'ADVENT', 'B'],
  ['2026-12-25', /Nativity of the Lord|Christmas/, /Navidad/, 'SOLEMNITY', 'WHITE', 'CHRISTMAS_TIME', 'B'],
  [
    '2027-01-01',
    /Mary, the Holy Mother of God/,
    /Madre de Dios/,
    'SOLEMNITY',
    'WHITE',
    'CHRISTMAS_TIME',
    'B',
  ],
  ['2027-01-06', /Epiphany/, /Epifanía/, 'SOLEMNITY', 'WHITE', 'CHRISTMAS_TIME', 'B'],
  ['2027-02-10', /^Ash Wednesday$/, /^Miércoles de Ceniza$/, 'WEEKDAY', 'PURPLE', 'LENT', 'B'],
  ['2027-03-21', /Palm Sunday/, /Domingo de Ramos/, 'SUNDAY', 'RED', 'LENT', 'B'],
  ['2027-03-25', /Thursday of Holy Week/, /Jueves de Semana Santa/, 'WEEKDAY', 'PURPLE', 'LENT', 'B'],
  [
    '2027-03-26',
    /Friday of the Passion of the Lord/,
    /Viernes Santo/,
    'WEEKDAY',
    'RED',
    'PASCHAL_TRIDUUM',
    'B',
  ],
  // No Mass during the day: no colour.
  ['2027-03-27', /Holy Saturday/, /Sábado Santo/, 'WEEKDAY', null, 'PASCHAL_TRIDUUM', 'B'],
  ['2027-03-28', /Easter Sunday/, /Domingo de Pascua/, 'SOLEMNITY', 'WHITE', 'PASCHAL_TRIDUUM', 'B'],
  ['2027-05-16', /^Pentecost Sunday$/, /^Pentecostés$/, 'SOLEMNITY', 'RED', 'EASTER_TIME', 'B'],
  [
    '2027-11-21',
    /Christ.*King of the Universe/,
    /Jesucristo, Rey del Universo/,
    'SOLEMNITY',
    'WHITE',
    'ORDINARY_TIME',
    'B',
  ],
  // A new liturgical year, a new Sunday cycle.
  ['2027-11-28', /^First Sunday of Advent$/, /^1º domingo de Adviento$/, 'SUNDAY', 'PURPLE', 'ADVENT', 'C'],
  ['2026-03-22', /Fifth Sunday of Lent/, /5º domingo de Cuaresma/, 'SUNDAY', 'PURPLE', 'LENT', 'A'],
  ['2026-02-18', /^Ash Wednesday$/, /^Miércoles de Ceniza$/, 'WEEKDAY', 'PURPLE', 'LENT', 'A'],
  ['2026-04-05', /Easter Sunday/, /Domingo de Pascua/, 'SOLEMNITY', 'WHITE', 'PASCHAL_TRIDUUM', 'A'],
  ['2026-05-24', /^Pentecost Sunday$/, /^Pentecostés$/, 'SOLEMNITY', 'RED', 'EASTER_TIME', 'A'],
];

describe('the liturgical day (General Roman Calendar)', () => {
  it.each(CHECKED)('%s is %s', async (date, en, es, rank, color, season, cycle) => {
    const [english, spanish] = await Promise.all([day(date, 'en'), day(date, 'es')]);
    for (const [answer, name] of [
      [english, en],
      [spanish, es],
    ] as const) {
      expect(answer.celebration.name).toMatch(name);
      expect(answer.celebration.rank.code).toBe(rank);
      expect(answer.celebration.colors[0]?.code ?? null).toBe(color);
      expect(answer.celebration.seasons.map((s) => s.code)).toContain(season);
      expect(answer.sunday_cycle).toBe(cycle);
      expect(answer.calendar).toBe('general-roman');
    }
  });

  it('names rank, season and colour in the asked language', async () => {
    const [en, es] = await Promise.all([day('2026-12-08', 'en'), day('2026-12-08', 'es')]);
    expect(en.celebration.rank.name).toBe('Solemnity');
    expect(es.celebration.rank.name).toBe('Solemnidad');
    expect(en.celebration.seasons[0]!.name).toBe('Advent');
    expect(es.celebration.seasons[0]!.name).toBe('Adviento');
    expect(en.celebration.colors[0]!.name).toBe('white');
    expect(es.celebration.colors[0]!.name).toBe('blanco');
  });

  it('moves the Immaculate Conception off an Advent Sunday (2024: Monday 9 December)', async () => {
    expect((await day('2024-12-08')).celebration.name).toMatch(/Second Sunday of Advent/);
    expect((await day('2024-12-09')).celebration.name).toMatch(/Immaculate Conception/);
  });

  it('gives the weekday cycle and psalter week of the day', async () => {
    // Advent 2026 opens a Year B Sunday cycle, weekday Year 1 (2027 is odd), psalter week 1.
    const advent = await day('2026-11-29');
    expect([advent.weekday_cycle, advent.psalter_week]).toEqual([1, 1]);
    const christTheKing = await day('2026-11-22');
    expect(christTheKing.weekday_cycle).toBe(2);
  });

  it('lists the Mass of the Lord’s Supper on Holy Thursday, named in Spanish too', async () => {
    const [en, es] = await Promise.all([day('2027-03-25', 'en'), day('2027-03-25', 'es')]);
    expect(en.others.map((c) => c.name)).toEqual([expect.stringMatching(/Lord.s Supper/)]);
    expect(es.others.map((c) => c.name)).toEqual([expect.stringMatching(/Cena del Señor/)]);
    expect(es.others[0]!.name).not.toMatch(/\$\(/);
  });

  it('marks optional memorials among the other celebrations', async () => {
    // 2027-01-17 is a Sunday; 2027-01-20 (Wednesday): Saints Fabian and Sebastian, both optional.
    const wednesday = await day('2027-01-20');
    expect(wednesday.celebration.rank.code).toBe('WEEKDAY');
    expect(wednesday.others.length).toBeGreaterThan(0);
    expect(wednesday.others.every((c) => c.optional && c.rank.code === 'OPTIONAL_MEMORIAL')).toBe(true);
  });

  it('follows a national calendar: Saint James is a solemnity in Spain', async () => {
    const general = await calendar.liturgicalDay('2027-07-25', 'general-roman', 'es');
    const spain = await calendar.liturgicalDay('2027-07-25', 'spain', 'es');
    expect(general.celebration.rank.code).not.toBe('SOLEMNITY');
    expect(spain.celebration.rank.code).toBe('SOLEMNITY');
    expect(spain.celebration.name).toMatch(/Santiago/);
    expect(spain.calendar).toBe('spain');
  });

  it('keeps a bounded number of generated years', async () => {
    const small = createLiturgicalCalendar(2);
    await Promise.all([
      small.liturgicalDay('2026-01-01', 'general-roman', 'en'),
      small.liturgicalDay('2026-06-01', 'general-roman', 'en'),
      small.liturgicalDay('2027-01-01', 'general-roman', 'en'),
      small.liturgicalDay('2028-01-01', 'general-roman', 'en'),
    ]);
    expect(small.yearsKept()).toBe(2);
  });
});

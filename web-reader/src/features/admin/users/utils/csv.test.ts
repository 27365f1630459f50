import { describe, expect, it } from 'vitest';
import { csvField, neutralizeFormula, toCsv, UTF8_BOM } from './csv';

describe('neutralizeFormula', () => {
  it.each(['=1+1', '+33 600', '-2', '@SUM(A1)', '\tcmd', '\rcmd'])('prefixes %j with a quote', (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });

  it.each(['Ana', '1-2', 'a=b', '', ' =x'])('leaves %j alone', (value) => {
    expect(neutralizeFormula(value)).toBe(value);
  });
});

describe('csvField', () => {
  it('quotes fields with a quote, comma, CR or LF and doubles inner quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
  });
});

describe('toCsv', () => {
  it('starts with the BOM, ends every line with CRLF, neutralises then quotes', () => {
    const csv = toCsv([
      ['Name', 'Note'],
      ['=HYPERLINK("http://x","y")', 'José, "Pepe"'],
      [7, '\rhidden'],
    ]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe(
      'Name,Note\r\n' + `"'=HYPERLINK(""http://x"",""y"")","José, ""Pepe"""\r\n` + `7,"'\rhidden"\r\n`,
    );
  });

  it('an empty table is just the BOM', () => {
    expect(toCsv([])).toBe(UTF8_BOM);
  });
});

import { describe, expect, it } from 'vitest';
import { validateGospelFile, validateGospelUpload } from './gospel-upload';

const entry = (date: string) => ({
  date,
  gospel: { reference: 'Jn 3, 16', verses: ['Tanto amó Dios al mundo…'] },
});

describe('validateGospelUpload', () => {
  it('accepts an array of entries for different dates', () => {
    const upload = [entry('2025-03-01'), entry('2025-03-02'), entry('2025-03-03')];
    expect(validateGospelUpload(upload)).toEqual({ ok: true, value: upload });
  });

  it('names the first entry with a repeated date', () => {
    const upload = ['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-01', '2025-03-01'].map(entry);
    expect(validateGospelUpload(upload)).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/3/date', message: 'repeats the date 2025-03-01 of entry 0' }),
        expect.objectContaining({ pointer: '/4/date', message: 'repeats the date 2025-03-01 of entry 0' }),
      ],
    });
  });

  it('wants an array of 1 to 400 entries', () => {
    expect(validateGospelUpload(entry('2025-03-01'))).toEqual({
      ok: false,
      problems: [expect.objectContaining({ pointer: '', message: 'must be an array' })],
    });
    expect(validateGospelUpload([])).toEqual({
      ok: false,
      problems: [expect.objectContaining({ pointer: '', message: 'must have at least one item' })],
    });
    const tooMany = Array.from({ length: 401 }, (_, i) =>
      entry(new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10)),
    );
    expect(validateGospelUpload(tooMany)).toEqual({
      ok: false,
      problems: [expect.objectContaining({ pointer: '', message: 'must have at most 400 items' })],
    });
  });

  it('points into the bad entry', () => {
    expect(validateGospelUpload([entry('2025-03-01'), { date: '2025-03-02' }])).toEqual({
      ok: false,
      problems: [expect.objectContaining({ pointer: '/1/gospel', message: 'is required' })],
    });
  });
});

describe('validateGospelFile', () => {
  it('takes an array of entries or one entry object, and gives the list of entries', () => {
    expect(validateGospelFile([entry('2025-03-01'), entry('2025-03-02')])).toEqual({
      ok: true,
      value: [entry('2025-03-01'), entry('2025-03-02')],
    });
    expect(validateGospelFile(entry('2025-03-01'))).toEqual({ ok: true, value: [entry('2025-03-01')] });
  });

  it('points into a single entry as written, and into the array otherwise', () => {
    expect(validateGospelFile({ date: '2025-03-02' })).toEqual({
      ok: false,
      problems: [expect.objectContaining({ pointer: '/gospel', message: 'is required' })],
    });
    expect(validateGospelFile([{ date: '2025-03-02' }]).ok).toBe(false);
    expect(validateGospelFile('text').ok).toBe(false);
  });
});

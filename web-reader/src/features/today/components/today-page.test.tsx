import { fireEvent, screen } from '@testing-library/react';
import type { TodayResponse } from '@camino/schemas/api/today';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { contractResponse } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import { TodayPage } from './today-page';

/** Holy Saturday 2027 as the API names it: no colour, the Triduum, no Gospel published. */
const HOLY_SATURDAY: TodayResponse = {
  date: '2027-03-27',
  previous: '2027-03-26',
  next: '2027-03-28',
  lang: 'en',
  liturgical_day: {
    calendar: 'general-roman',
    celebration: {
      id: 'holy_saturday',
      name: 'Holy Saturday/Easter Vigil',
      rank: { code: 'WEEKDAY', name: 'Weekday' },
      colors: [],
      seasons: [{ code: 'PASCHAL_TRIDUUM', name: 'Paschal Triduum' }],
      optional: false,
    },
    others: [],
    sunday_cycle: 'B',
    weekday_cycle: 1,
    psalter_week: 2,
  },
  gospel: null,
};

/** Answers GET /today from `days` by date; records each asked path. */
function serve(days: Record<string, TodayResponse>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://x');
      asked.push(`${url.pathname}${url.search}`);
      const day = days[url.searchParams.get('date') ?? ''];
      if (url.pathname !== '/api/today' || !day) throw new Error(`unexpected ${url.pathname}${url.search}`);
      return contractResponse('GET /today', day);
    }),
  );
  return asked;
}

describe('TodayPage', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('names a day without a colour in words, and says its Gospel is not published', async () => {
    const asked = serve({ '2027-03-27': HOLY_SATURDAY });
    renderWithApp(<TodayPage />, { path: '/today?date=2027-03-27' });
    expect(await screen.findByTestId('today-celebration')).toHaveTextContent('Holy Saturday/Easter Vigil');
    expect(screen.getByTestId('today-date')).toHaveTextContent('March 27, 2027 - Saturday');
    expect(screen.getByText('none (no Mass is celebrated during the day)')).toBeInTheDocument();
    expect(screen.queryByTestId('today-color')).not.toBeInTheDocument();
    expect(screen.getByTestId('today-cycles')).toHaveTextContent(
      'Sunday cycle: Year B · Weekday cycle: Year I · Psalter: week 2',
    );
    expect(screen.getByTestId('today-no-gospel')).toHaveTextContent('March 27, 2027 - Saturday');
    expect(asked).toEqual(['/api/today?date=2027-03-27&lang=en']);
  });

  it('shows each colour as a swatch with its name, and the next day on →', async () => {
    const easter: TodayResponse = {
      ...HOLY_SATURDAY,
      date: '2027-03-28',
      liturgical_day: {
        ...HOLY_SATURDAY.liturgical_day,
        celebration: {
          ...HOLY_SATURDAY.liturgical_day.celebration,
          id: 'easter_sunday',
          name: 'Easter Sunday',
          rank: { code: 'SOLEMNITY', name: 'Solemnity' },
          colors: [{ code: 'WHITE', name: 'white' }],
        },
      },
    };
    serve({ '2027-03-27': HOLY_SATURDAY, '2027-03-28': easter });
    renderWithApp(<TodayPage />, { path: '/today?date=2027-03-27' });
    await screen.findByText('Holy Saturday/Easter Vigil');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByTestId('today-celebration')).toHaveTextContent('Easter Sunday');
    expect(screen.getByTestId('location')).toHaveTextContent('/today?date=2027-03-28');
    expect(screen.getByTestId('today-color')).toHaveTextContent('white');
    expect(screen.getByTestId('today-color').querySelector('[data-color="WHITE"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('asks for the day in Spanish when the reader is in Spanish', async () => {
    await i18n.changeLanguage('es');
    const asked = serve({ '2027-03-27': { ...HOLY_SATURDAY, lang: 'es' } });
    renderWithApp(<TodayPage />, { path: '/today?date=2027-03-27' });
    await screen.findByTestId('today-celebration');
    expect(asked).toEqual(['/api/today?date=2027-03-27&lang=es']);
    expect(screen.getByText('Ciclos')).toBeInTheDocument();
  });
});

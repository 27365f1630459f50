// A small library of content whose words the search tests look for: three published chapters of
// volume 1 (titles from the playlist), a theme and a gospel day in Spanish with its English text.
import type { GospelEntry } from '@camino/schemas/gospel-entry';
import type { MainChapter } from '@camino/schemas/main-chapter';
import type { OptionalChapter } from '@camino/schemas/optional-chapter';
import type { TestContext } from './test-context';
import { playlistFor } from './upload-helpers';

const TITLES = ['1-1. El primer paso', '1-2. La oración del corazón', '1-3. El perdón'];

/** A main chapter of volume 1 with this dialogue. */
export const chapterWith = (index: number, ...lines: string[]): MainChapter => ({
  info: { volume: 1, index, date: '3 de marzo' },
  description: `Capítulo ${index} del primer volumen.`,
  dialogue: lines.map((text, i) => ({ speaker: i % 2 === 0 ? 'Maestro' : 'Peregrino', text })),
});

const OPTIONAL_1_1: OptionalChapter = {
  info: { volume: 1, index: 1, date: '3 de marzo' },
  dialogue_summary: [{ speaker: 'Maestro', summary: 'Enseña que todo empieza con humildad.' }],
  homework: ['Escribe una carta a quien te hirió.'],
  bulletpoints: ['El camino empieza con un paso humilde.'],
  new_testament: [{ reference: 'Mateo 18:21-22', description: 'Setenta veces siete.', citation: '' }],
};

export const GOSPEL_DAY: GospelEntry = {
  date: '2030-03-01',
  weekday: 'Viernes',
  gospel: {
    heading: 'Lectura del santo evangelio según san Lucas',
    reference: 'Lucas 15:11-32',
    verses: ['El padre lo vio de lejos, corrió a su encuentro y lo perdonó.'],
  },
  reflexion: '<p>La misericordia del padre &amp; la alegría del regreso.</p>',
  en: {
    gospel: {
      reference: 'Luke 15:11-32',
      verses: ['His father saw him from afar and ran to meet him with forgiveness.'],
    },
    reflexion: '<p>The mercy of the father &amp; the joy of coming home.</p>',
  },
};

/** Stores the library through the services (each write raises the content generation). */
export async function storeLibrary(ctx: TestContext): Promise<void> {
  await ctx.db('volumes').insert({ volume_number: 1, is_available: true, youtube_url: null });
  const playlist = playlistFor(1, 3);
  playlist.items.forEach((item, i) => (item.title = TITLES[i]!));
  await ctx.services.volumes.replacePlaylist(1, playlist);
  const { chapters } = ctx.services;
  await chapters.put(
    'main',
    1,
    1,
    JSON.stringify(
      chapterWith(1, 'Jesús perdonó a Pedro después de la negación.', 'Yo también quiero empezar.'),
    ),
  );
  await chapters.put('optional', 1, 1, JSON.stringify(OPTIONAL_1_1));
  await chapters.put(
    'main',
    1,
    2,
    JSON.stringify(
      chapterWith(2, 'La oración sencilla sostiene el día.', 'Orar es hablar con Dios <sin miedo>.'),
    ),
  );
  await chapters.put(
    'main',
    1,
    3,
    JSON.stringify(
      chapterWith(
        3,
        'Perdonar setenta veces siete: así de grande es la misericordia.',
        'Una oración breve basta.',
      ),
    ),
  );
  await ctx.services.themes.upsertMany([
    {
      title: 'Perdón',
      items: [
        {
          info: {
            volume: 1,
            index: 3,
            date: '3 de marzo',
            link: '[Volumen 1, capítulo 3](/volume/1?chapter=3)',
          },
          dialogue_summary: [{ speaker: 'Maestro', summary: 'La misericordia no lleva la cuenta.' }],
        },
      ],
    },
  ]);
  await ctx.services.gospel.putEntries([GOSPEL_DAY]);
}

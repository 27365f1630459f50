/**
 * One small, valid example of every content type. Never written into a workspace as it is (it
 * targets volume 1, About and news, which are live): a new workspace starts empty, the sample
 * workspace (sample-workspace.ts) retargets these, and tests use them as fixtures.
 */

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const video = (index: number, title: string) => ({
  title: `1-${index}. ${title}`,
  videoId: '',
  url: '',
  channelTitle: 'Camino',
  thumbnail: '',
});

const info = (index: number, date: string) => ({ volume: 1, index, date });

/** A main chapter of volume 1: the pilgrim asks, the master answers. */
const mainChapter = (
  index: number,
  date: string,
  description: string,
  [question, answer]: [string, string],
) =>
  json({
    info: info(index, date),
    description,
    dialogue: [
      { speaker: 'Peregrino', text: question },
      { speaker: 'Maestro', text: answer },
    ],
  });

export const EXAMPLE_FILES: Readonly<Record<string, string>> = {
  'playlists/Vol_1.json': json({
    playlistId: 'PL-example-volume-1',
    playlistTitle: 'Camino - Volumen 1',
    description: 'Example playlist: one video per chapter, titled "{volume}-{index}. Title".',
    items: [video(1, 'El camino comienza'), video(2, 'Aprender a orar')],
  }),
  'main/Vol_1/1-1.json': mainChapter(
    1,
    '3 de marzo',
    'The pilgrim arrives with many questions and little luggage.',
    ['Maestro, he venido desde lejos.', 'Nadie es dueño del camino, amigo. **Empieza** con un paso.'],
  ),
  'main/Vol_1/1-2.json': mainChapter(2, '10 de marzo', 'Learning to pray.', [
    '¿Cómo se aprende a orar?',
    'Orando, como se aprende a caminar: *caminando*.',
  ]),
  'optional/Vol_1/1-1_o.json': json({
    info: info(1, '3 de marzo'),
    dialogue_summary: [{ speaker: 'Maestro', summary: 'Todo camino empieza con un paso humilde.' }],
    keywords: ['comienzo'],
    topics: ['Oración'],
    quiz: { questions: ['¿Con qué empieza el camino?'], answers: ['Con un paso humilde.'] },
    new_testament: [{ reference: 'Mateo 7:7', description: 'Pedid y se os dará.', citation: 'Mt 7, 7' }],
    homework: ['Dedica cinco minutos al silencio.'],
    bulletpoints: ['El camino se hace al andar.'],
    user_comments: [{ user: 'Ana', comment: 'Me ayudó mucho.' }],
  }),
  'temas/oracion.json': json({
    title: 'Oración',
    items: [
      {
        info: { ...info(2, '10 de marzo'), link: '[Volumen 1, capítulo 2](/volume/1?chapter=2)' },
        dialogue_summary: [{ speaker: 'Maestro', summary: 'Se aprende a orar orando.' }],
      },
    ],
  }),
  'evangelios/2025-03.json': json([
    {
      date: '2025-03-02',
      weekday: 'Domingo',
      gospel: {
        heading: 'Lectura del santo evangelio según san Lucas',
        reference: 'Lc 6, 39-45',
        intro: 'En aquel tiempo,',
        verses: ['dijo Jesús a sus discípulos una parábola: ¿Acaso puede un ciego guiar a otro ciego?'],
        links: ['[Lc 6](https://www.vatican.va/archive/ESL0506/__PUL.HTM)'],
      },
      reflexion: '<p>Del buen tesoro del corazón sale el bien.</p>',
      liturgical_note: 'VIII Domingo del tiempo ordinario',
      url: 'https://example.org/evangelio/2025-03-02',
      copyright_note: '© Example',
      en: {
        weekday: 'Sunday',
        gospel: {
          reference: 'Lk 6:39-45',
          verses: ['Jesus told his disciples a parable: Can a blind person guide a blind person?'],
        },
      },
    },
  ]),
  'about.md':
    '# About Camino\n\n**Camino** is a devotional reader in Spanish and English.\n\n' +
    '- 36 volumes\n- the [Gospel of the Day](/evangelio)\n\nWrite to [us](https://example.org/contact).\n',
  'news.json': json({
    public: {
      enabled: true,
      title: 'Welcome to Camino',
      description: 'Read the **first volumes** and the [Gospel of the Day](/evangelio).',
    },
    private: {
      enabled: true,
      title: 'Welcome back, <First_Name>',
      description: 'Keep your *notes* in every chapter.',
    },
  }),
};

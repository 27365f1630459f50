import { VOLUME_COUNT } from '@camino/schemas/constants';
import { workspacePaths } from '@camino/schemas/file-naming';
import { EXAMPLE_FILES } from './example-workspace';

/** The volume samples are aimed at: the last one, which the live site does not use yet. */
export const SAMPLE_VOLUME = VOLUME_COUNT;
/** A gospel date far off, a Sunday like the example's, so a sample never replaces a live day. */
export const SAMPLE_GOSPEL_DATE = '2099-03-01';
/** Dropped into a sample workspace (a dot-file, so the tree does not list it). */
export const SAMPLE_MARKER = '.camino-sample';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const parse = (file: string) => JSON.parse(EXAMPLE_FILES[file]!) as Record<string, unknown>;
type Info = { volume: number; index: number; link?: string };

/** Moves a chapter-like object's `info` to the sample volume. */
const moved = <T extends { info: Info }>(value: T): T => ({
  ...value,
  info: { ...value.info, volume: SAMPLE_VOLUME },
});

/**
 * The example files retargeted so that publishing them can never touch live content: the
 * playlist and chapters of volume {@link SAMPLE_VOLUME}, a tema titled "Muestra: …", a gospel
 * month in 2099, and no About or news (the site has one of each, so any upload replaces it).
 */
export function sampleFiles(): Record<string, string> {
  const v = SAMPLE_VOLUME;
  const playlist = parse('playlists/Vol_1.json') as { items: Array<{ title: string }> };
  const tema = parse('temas/oracion.json') as { title: string; items: Array<{ info: Info }> };
  const [gospel] = JSON.parse(EXAMPLE_FILES['evangelios/2025-03.json']!) as Array<Record<string, unknown>>;
  return {
    [workspacePaths.playlist(v)]: json({
      ...playlist,
      playlistId: `PL-sample-volume-${v}`,
      playlistTitle: `Camino - Volumen ${v}`,
      description: 'Sample playlist (not live): one video per chapter, titled "{volume}-{index}. Title".',
      items: playlist.items.map((item) => ({ ...item, title: item.title.replace(/^1-/, `${v}-`) })),
    }),
    [workspacePaths.chapter('main', v, 1)]: json(moved(parse('main/Vol_1/1-1.json') as { info: Info })),
    [workspacePaths.chapter('main', v, 2)]: json(moved(parse('main/Vol_1/1-2.json') as { info: Info })),
    [workspacePaths.chapter('optional', v, 1)]: json(
      moved(parse('optional/Vol_1/1-1_o.json') as { info: Info }),
    ),
    'temas/muestra-oracion.json': json({
      title: `Muestra: ${tema.title}`,
      items: tema.items.map((item) => ({
        ...moved(item),
        info: { ...moved(item).info, link: `[Volumen ${v}, capítulo 2](/volume/${v}?chapter=2)` },
      })),
    }),
    [`evangelios/${SAMPLE_GOSPEL_DATE.slice(0, 7)}.json`]: json([
      { ...gospel, date: SAMPLE_GOSPEL_DATE, url: `https://example.org/evangelio/${SAMPLE_GOSPEL_DATE}` },
    ]),
  };
}

import { validateAbout, type AboutBody } from '@camino/schemas/about';
import { badRequest } from '../../errors';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { publishSetting } from './publish-setting';

/** SPEC.md §5 and §8 wording. */
const CHOOSE_MD_FILE = 'Por favor, selecciona un archivo .md';
const SAVED = 'Contenido guardado exitosamente';

/** The file as text: strict UTF-8 (invalid bytes are refused, not replaced), BOM dropped, not blank. */
function markdownOf(buffer: Buffer): string {
  let content: string;
  try {
    // `fatal` refuses invalid byte sequences; the decoder drops a leading BOM by itself.
    content = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw badRequest('El archivo no es texto UTF-8 válido', [
      { pointer: '/file', message: 'is not UTF-8 text' },
    ]);
  }
  if (content.trim() === '') {
    throw badRequest('El archivo está vacío', [{ pointer: '/file', message: 'must not be empty' }]);
  }
  const check = validateAbout({ content });
  if (!check.ok) {
    throw badRequest(
      'El archivo es demasiado largo',
      check.problems.map((p) => ({ pointer: '/file', message: p.message })),
    );
  }
  return content;
}

/**
 * The About page's Markdown. Uploading a .md file only reads it back (the panel puts it in the
 * editor); nothing is saved until the admin saves with POST /admin/about.
 */
export function adminAboutHandlers({ services }: RouterDeps) {
  const save: ApiHandler<'POST /admin/about'> = async (req, res) => {
    const { content } = req.body as AboutBody;
    const { published } = await publishSetting(services, req, {
      key: 'about',
      value: { content },
      action: 'about.update',
      target: 'about',
      details: () => ({ characters: [...content].length }),
    });
    res.json({ message: SAVED, content, ...published });
  };

  const upload: ApiHandler<'POST /admin/about/upload'> = (req, res) => {
    const file = req.file!;
    res.json({ content: markdownOf(file.buffer), filename: file.originalname });
  };

  return {
    'POST /admin/about': save,
    'POST /admin/about/upload': { wrongFileMessage: CHOOSE_MD_FILE, handle: upload },
  } satisfies RouteHandlers;
}

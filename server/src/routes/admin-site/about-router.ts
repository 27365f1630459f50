import { problem } from '@camino/schemas/messages/render-problem';
import { validateAbout, type AboutBody } from '@camino/schemas/about';
import { badRequest, message } from '../../errors';
import { answerText } from '../../i18n/answer-text';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { publishSetting } from './publish-setting';
import { isDryRun } from '../../services/publishing/dry-run';

/** The file as text: strict UTF-8 (invalid bytes are refused, not replaced), BOM dropped, not blank. */
function markdownOf(buffer: Buffer): string {
  let content: string;
  try {
    // `fatal` refuses invalid byte sequences; the decoder drops a leading BOM by itself.
    content = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw badRequest(message('file_not_utf8'), [problem('/file', 'not_utf8')]);
  }
  if (content.trim() === '') {
    throw badRequest(message('file_empty'), [problem('/file', 'not_empty')]);
  }
  const check = validateAbout({ content });
  if (!check.ok) {
    throw badRequest(
      message('file_too_long'),
      check.problems.map((p) => ({ ...p, pointer: '/file' })),
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
    const { published } = await publishSetting(
      services,
      { actor: req.auth!, dryRun: isDryRun(res.locals.query), base: res.locals.query.base },
      {
        key: 'about',
        value: { content },
        action: 'about.update',
        target: 'about',
        details: () => ({ characters: [...content].length }),
      },
    );
    res.json({ message: answerText(req, message('about_saved')), content, ...published });
  };

  const upload: ApiHandler<'POST /admin/about/upload'> = (req, res) => {
    const file = req.file!;
    res.json({ content: markdownOf(file.buffer), filename: file.originalname });
  };

  return {
    'POST /admin/about': save,
    'POST /admin/about/upload': { wrongFileMessage: message('choose_md'), handle: upload },
  } satisfies RouteHandlers;
}

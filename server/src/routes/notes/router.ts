import { Router } from 'express';
import { validateNote, type NoteBody } from '@camino/schemas/note';
import { chapterIndexParam, volumeParam } from '../../lib/params';
import { validateBody } from '../../middleware/validate';
import type { ApiHandler } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** A member's personal note per chapter. */
export function createNotesRouter({ services, access }: RouterDeps): Router {
  const getNote: ApiHandler<'GET /notes/:volume/:index'> = async (req, res) => {
    const volume = volumeParam(req.params.volume);
    const index = chapterIndexParam(req.params.index);
    res.json(await services.memberData.getNote(req.auth!.id, volume, index));
  };

  const listNotes: ApiHandler<'GET /notes'> = async (req, res) => {
    res.json({ notes: await services.memberData.listNotes(req.auth!.id) });
  };

  const saveNote: ApiHandler<'POST /notes/save'> = async (req, res) => {
    const volume = volumeParam(req.query.volume);
    const index = chapterIndexParam(req.query.index);
    const { note_text } = req.body as NoteBody;
    const saved = await services.memberData.saveNote(req.auth!.id, volume, index, note_text);
    res.json({ message: 'Note saved', ...saved });
  };

  const router = Router();
  router.get('/notes', access.requireMember, listNotes);
  router.get('/notes/:volume/:index', access.requireMember, getNote);
  router.post('/notes/save', access.requireMember, validateBody(validateNote), saveNote);
  return router;
}

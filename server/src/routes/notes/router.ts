import type { NoteBody } from '@camino/schemas/note';
import { message } from '../../errors';
import { answerText } from '../../i18n/answer-text';
import { chapterIndexParam, chapterKeyParam, volumeParam } from '../../lib/params';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { askedLanguage } from '../../i18n/content-language';

/** A member's personal note per chapter, its history, and the paged list of all of them. */
export function notesHandlers({ services }: RouterDeps) {
  const { memberData } = services;

  const getNote: ApiHandler<'GET /notes/:volume/:index'> = async (req, res) => {
    const volume = volumeParam(req.params.volume);
    const index = chapterIndexParam(req.params.index);
    res.json(await memberData.getNote(req.auth!.id, volume, index));
  };

  const listNotes: ApiHandler<'GET /notes'> = async (req, res) => {
    const { limit, cursor } = res.locals.query;
    // The cursor's decoding is the service's: JSON Schema cannot say which strings are cursors.
    res.json(await memberData.listNotes(req.auth!.id, limit, cursor, askedLanguage(req, res)));
  };

  const noteHistory: ApiHandler<'GET /notes/history'> = async (req, res) => {
    const { volume, chapter_key } = res.locals.query;
    res.json(await memberData.noteHistory(req.auth!.id, volume, chapter_key));
  };

  const saveNote: ApiHandler<'POST /notes/save'> = async (req, res) => {
    const { volume, index } = res.locals.query;
    const { note_text, chapter_key, base_version } = req.body as NoteBody;
    const saved = await memberData.saveNote(req.auth!.id, volume, index, note_text, {
      chapterKey: chapter_key,
      baseVersion: base_version,
    });
    res.json({ message: answerText(req, message('note_saved')), ...saved });
  };

  const deleteNote: ApiHandler<'DELETE /notes/:volume/:chapter_key'> = async (req, res) => {
    const volume = volumeParam(req.params.volume);
    const chapterKey = chapterKeyParam(req.params.chapter_key);
    await memberData.deleteNote(req.auth!.id, volume, chapterKey);
    res.json({ message: answerText(req, message('note_deleted')) });
  };

  return {
    'GET /notes': listNotes,
    'GET /notes/history': noteHistory,
    'GET /notes/:volume/:index': getNote,
    'POST /notes/save': saveNote,
    'DELETE /notes/:volume/:chapter_key': deleteNote,
  } satisfies RouteHandlers;
}

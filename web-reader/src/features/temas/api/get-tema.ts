import { useContent } from '../../../hooks/use-content';

/**
 * GET /tema/{id} (members) in the UI language: its `encoded_content` decoded into `content`. 404
 * for an unknown id; a null id (not a number in the URL) fetches nothing.
 */
export const useTema = (id: number | null) => useContent('GET /tema/:id', id === null ? null : { id });

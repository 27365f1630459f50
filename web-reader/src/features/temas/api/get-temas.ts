import { useContent } from '../../../hooks/use-content';

/** GET /temas (members) in the UI language: the visible themes, by title, each with its `lang`. */
export const useTemas = () => useContent('GET /temas', {});

// Rank names in each UI language. romcal names ranks as a heading of a list would ("solemnidades",
// "ferial"), not as the rank of one day, so the names a reader sees are written here; season and
// colour names come from romcal's own translations.
import type { Language } from '@camino/schemas/languages';
import type { LITURGICAL_RANKS } from '@camino/schemas/liturgy/liturgical-calendars';

type Rank = (typeof LITURGICAL_RANKS)[number];

export const RANK_NAMES: Record<Language, Record<Rank, string>> = {
  en: {
    SOLEMNITY: 'Solemnity',
    SUNDAY: 'Sunday',
    FEAST: 'Feast',
    MEMORIAL: 'Memorial',
    OPTIONAL_MEMORIAL: 'Optional memorial',
    WEEKDAY: 'Weekday',
  },
  es: {
    SOLEMNITY: 'Solemnidad',
    SUNDAY: 'Domingo',
    FEAST: 'Fiesta',
    MEMORIAL: 'Memoria obligatoria',
    OPTIONAL_MEMORIAL: 'Memoria libre',
    WEEKDAY: 'Feria',
  },
};

/**
 * Names romcal 3.0.0-dev.116 leaves untranslated (its Spanish bundle answers the key
 * "$(names:holy_thursday)" for the evening Mass of Holy Thursday), by celebration id.
 */
export const NAME_FIXES: Partial<Record<Language, Record<string, string>>> = {
  es: { thursday_of_the_lords_supper: 'Jueves Santo: Misa vespertina de la Cena del Señor' },
};

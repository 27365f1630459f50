// The romcal bundle of each calendar the site can follow, in each UI language. Each calendar
// package holds the whole calendar (General Roman included) in every locale (~3.4 MB), so it is
// imported only when a site first asks for it.
import type { Language } from '@camino/schemas/languages';
import type { LiturgicalCalendarId } from '@camino/schemas/liturgy/liturgical-calendars';
import type { RomcalBundleObject } from 'romcal';

type Bundles = Record<Language, RomcalBundleObject>;

const LOADERS: Record<LiturgicalCalendarId, () => Promise<Bundles>> = {
  'general-roman': async () => {
    const m = await import('@romcal/calendar.general-roman');
    return { en: m.GeneralRoman_En, es: m.GeneralRoman_Es };
  },
  spain: async () => {
    const m = await import('@romcal/calendar.spain');
    return { en: m.Spain_En, es: m.Spain_Es };
  },
  mexico: async () => {
    const m = await import('@romcal/calendar.mexico');
    return { en: m.Mexico_En, es: m.Mexico_Es };
  },
  'united-states': async () => {
    const m = await import('@romcal/calendar.united-states');
    return { en: m.UnitedStates_En, es: m.UnitedStates_Es };
  },
};

/** The romcal bundle of `calendar` with its names in `lang`. */
export async function romcalBundle(
  calendar: LiturgicalCalendarId,
  lang: Language,
): Promise<RomcalBundleObject> {
  return (await LOADERS[calendar]())[lang];
}

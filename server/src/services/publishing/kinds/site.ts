import { isDeepStrictEqual } from 'node:util';
import { IMAGE_CONFIG_DEFAULTS, type ImageConfigWithDefaults } from '@camino/schemas/image-config';
import type { NewsConfigBody } from '@camino/schemas/news-config-body';
import {
  DEFAULT_LITURGICAL_CALENDAR,
  type LiturgicalCalendarId,
} from '@camino/schemas/liturgy/liturgical-calendars';
import type { Knex } from 'knex';
import { isoNow } from '../../../lib/clock';
import type { ServiceDeps } from '../../deps';
import type { ContentKind, KindAdapter } from '../types';

/**
 * The site settings as revisioned items (notes/publishing-api.md): About, news, featured image,
 * and under kind 'settings' the two home buttons together ('buttons'), the email validation
 * switch ('email_validation') and the national calendar Today follows ('liturgical_calendar'). An item is null while its settings rows are absent (the defaults
 * are in effect), so reverting a first save deletes the row again and byte-identical content
 * comes back.
 */

type Db = Knex | Knex.Transaction;

/** Every setting with the value it has before an admin first changes it. */
export const SETTING_DEFAULTS: {
  news: NewsConfigBody;
  image: ImageConfigWithDefaults;
  evangelio_button: { enabled: boolean };
  topics_button: { enabled: boolean };
  email_validation: { enabled: boolean };
  about: { content: string };
  liturgical_calendar: { calendar: LiturgicalCalendarId };
} = {
  news: {
    public: { enabled: false, title: '', description: '' },
    private: { enabled: false, title: '', description: '' },
  },
  // Hidden until an admin gives it an image.
  image: { imageUrl: '', clickUrl: '', ...IMAGE_CONFIG_DEFAULTS, visible: false },
  evangelio_button: { enabled: true },
  topics_button: { enabled: true },
  email_validation: { enabled: false },
  about: { content: '' },
  liturgical_calendar: { calendar: DEFAULT_LITURGICAL_CALENDAR },
};

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type SettingValue<K extends SettingKey> = (typeof SETTING_DEFAULTS)[K];

/** A setting's stored value, or null while its row is absent (its default is in effect). */
export async function settingValue(db: Db, key: SettingKey): Promise<unknown | null> {
  const row = await db('settings').where({ key }).first('value');
  return row ? (JSON.parse(row.value as string) as unknown) : null;
}

/** Stores a setting's value (null deletes its row: the default is in effect again). */
export async function storeSetting(
  trx: Knex.Transaction,
  now: string,
  key: SettingKey,
  value: unknown | null,
): Promise<void> {
  if (value === null || value === undefined) {
    await trx('settings').where({ key }).delete();
    return;
  }
  // The default while no row is stored changes nothing a reader sees; storing it would make the
  // dry run and the history call it a new setting (a desktop workspace pulled from a site that
  // never changed its home buttons would offer them as a change to publish).
  if (isDeepStrictEqual(value, SETTING_DEFAULTS[key]) && !(await trx('settings').where({ key }).first('key')))
    return;
  await trx('settings')
    .insert({ key, value: JSON.stringify(value), updated_at: now })
    .onConflict('key')
    .merge(['value', 'updated_at']);
}

/** The setting row each single-row item is stored in. */
const SINGLE: Record<string, { kind: ContentKind; setting: SettingKey }> = {
  about: { kind: 'about', setting: 'about' },
  news: { kind: 'news', setting: 'news' },
  image: { kind: 'image', setting: 'image' },
  email_validation: { kind: 'settings', setting: 'email_validation' },
  liturgical_calendar: { kind: 'settings', setting: 'liturgical_calendar' },
};

const BUTTONS = ['evangelio_button', 'topics_button'] as const;

/** The key of the settings item a setting row belongs to. */
export function settingsItemOf(setting: SettingKey): { kind: ContentKind; key: string } {
  if (setting === 'evangelio_button' || setting === 'topics_button')
    return { kind: 'settings', key: 'buttons' };
  const entry = Object.entries(SINGLE).find(([, s]) => s.setting === setting)!;
  return { kind: entry[1].kind, key: entry[0] };
}

function rowOfKey(kind: ContentKind, key: string): SettingKey | null {
  const single = SINGLE[key];
  return single && single.kind === kind ? single.setting : null;
}

export function siteAdapters({ clock }: ServiceDeps): KindAdapter[] {
  const single = (kind: ContentKind): KindAdapter => ({
    kind,
    read: async (db, key) => {
      const setting = rowOfKey(kind, key);
      return setting ? settingValue(db, setting) : null;
    },
    write: async (trx, key, content) => {
      const setting = rowOfKey(kind, key);
      if (!setting) throw new Error(`No ${kind} item ${key}`);
      await storeSetting(trx, isoNow(clock), setting, content);
    },
  });

  const settings: KindAdapter = {
    kind: 'settings',
    async read(db, key) {
      if (key !== 'buttons') return single('settings').read(db, key);
      const content: Record<string, unknown> = {};
      for (const setting of BUTTONS) {
        const value = await settingValue(db, setting);
        if (value !== null) content[setting] = value;
      }
      return Object.keys(content).length > 0 ? content : null;
    },
    async write(trx, key, content) {
      if (key !== 'buttons') return single('settings').write(trx, key, content);
      const values = (content ?? {}) as Record<string, unknown>;
      for (const setting of BUTTONS) await storeSetting(trx, isoNow(clock), setting, values[setting] ?? null);
    },
  };

  return [single('about'), single('news'), single('image'), settings];
}

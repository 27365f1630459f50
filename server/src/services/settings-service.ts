import type { Knex } from 'knex';
import { isoNow } from '../lib/clock';
import type { AuditNote } from './audit-service';
import type { ContentVersion } from './content-version';
import type { ServiceDeps } from './deps';
import {
  SETTING_DEFAULTS,
  settingValue,
  storeSetting,
  type SettingKey,
  type SettingValue,
} from './publishing/kinds/site';

export { SETTING_DEFAULTS, type SettingKey, type SettingValue };

export type SettingsService = ReturnType<typeof createSettingsService>;

/** Settings are rows of JSON keyed by name: news, featured image, buttons, email validation, About. */
export function createSettingsService({ db, clock }: ServiceDeps, version: ContentVersion) {
  async function get<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
    const value = await settingValue(db, key);
    if (value === null) return structuredClone(SETTING_DEFAULTS[key]);
    return value as SettingValue<K>;
  }

  /**
   * Stores a setting and, in the same transaction, what goes with it (`alongside`, whose result
   * is returned) and the change's audit row.
   */
  async function setWith<K extends SettingKey, R>(
    key: K,
    value: SettingValue<K>,
    alongside: (trx: Knex.Transaction) => Promise<R>,
    audit?: AuditNote<R>,
  ): Promise<R> {
    return version.write(async (trx) => {
      await store(trx, key, value);
      return alongside(trx);
    }, audit);
  }

  /** Stores a setting inside the caller's transaction (a publishing change). */
  async function store<K extends SettingKey>(
    trx: Knex.Transaction,
    key: K,
    value: SettingValue<K>,
  ): Promise<void> {
    await storeSetting(trx, isoNow(clock), key, value);
  }

  /** Stores a setting, with the change's audit row in the same transaction. */
  async function set<K extends SettingKey>(
    key: K,
    value: SettingValue<K>,
    audit?: AuditNote<void>,
  ): Promise<void> {
    await setWith(key, value, async () => undefined, audit);
  }

  return { get, set, setWith, store };
}

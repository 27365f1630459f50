import type { AdminAction } from '@camino/schemas/api/admin-actions';
import type { Request } from 'express';
import type { Knex } from 'knex';
import type { Services } from '../../services/create-services';
import { publishedFields } from '../../services/publishing/dry-run';
import { settingsItemOf } from '../../services/publishing/kinds/site';
import type { SettingKey, SettingValue } from '../../services/settings-service';

/**
 * Saves one setting, by `call.actor`, as a publishing change: a dry run (`?dry_run=1`, read by
 * isDryRun) reports what would change and writes nothing; otherwise the setting, `alongside`'s writes, the audit row and the
 * revision commit together. Returns `alongside`'s result and the answer's published fields.
 */
export async function publishSetting<K extends SettingKey, R = void>(
  services: Services,
  /** `base`: the setting's base the admin edited from; the save is refused if it changed since. */
  call: { actor: NonNullable<Request['auth']>; dryRun: boolean; base?: string },
  setting: {
    key: K;
    value: SettingValue<K>;
    /** The audit row's action (also the revision's) and target. */
    action: AdminAction;
    target: string;
    details?: (result: R) => Record<string, unknown>;
  },
  alongside?: (trx: Knex.Transaction) => Promise<R>,
) {
  const item = settingsItemOf(setting.key);
  const outcome = await services.publishing.change(
    {
      actor: call.actor,
      action: setting.action,
      dryRun: call.dryRun,
      main: item,
      ...(call.base ? { bases: [{ ...item, hash: call.base }] } : {}),
      audit: services.audit.note(call.actor, (result: R) => ({
        action: setting.action,
        target: setting.target,
        details: setting.details?.(result) ?? {},
      })),
    },
    async (trx, touch) => {
      await touch(item.kind, item.key);
      await services.settings.store(trx, setting.key, setting.value);
      return alongside ? alongside(trx) : (undefined as R);
    },
  );
  return { result: outcome.result, published: publishedFields(outcome) };
}

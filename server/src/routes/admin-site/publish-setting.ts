import type { Request } from 'express';
import type { Knex } from 'knex';
import type { Services } from '../../services/create-services';
import { isDryRun, publishedFields } from '../../services/publishing/dry-run';
import { settingsItemOf } from '../../services/publishing/kinds/site';
import type { SettingKey, SettingValue } from '../../services/settings-service';

/**
 * Saves one setting as a publishing change: `?dry_run=1` reports what would change
 * and writes nothing; otherwise the setting, `alongside`'s writes, the audit row and the
 * revision commit together. Returns `alongside`'s result and the answer's published fields.
 */
export async function publishSetting<K extends SettingKey, R = void>(
  services: Services,
  req: Request,
  setting: {
    key: K;
    value: SettingValue<K>;
    /** The audit row's action (also the revision's) and target. */
    action: string;
    target: string;
    details?: (result: R) => Record<string, unknown>;
  },
  alongside?: (trx: Knex.Transaction) => Promise<R>,
) {
  const item = settingsItemOf(setting.key);
  const outcome = await services.publishing.change(
    {
      actor: req.auth!,
      action: setting.action,
      dryRun: isDryRun(req.query),
      main: item,
      audit: services.audit.note(req.auth!, (result: R) => ({
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

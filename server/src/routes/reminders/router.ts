import type { PushSubscriptionBody } from '@camino/schemas/push-subscription';
import type { ReminderPreferencesBody } from '@camino/schemas/reminder-preferences';
import { toLanguage } from '@camino/schemas/languages';
import { renderMessage } from '@camino/schemas/messages/render-message';
import { message } from '../../errors';
import { answerText } from '../../i18n/answer-text';
import { requestLanguage } from '../../i18n/localize-error';
import { positiveInt } from '../../lib/params';
import { deviceLabel } from '../../services/reminders/push-subscriptions';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/**
 * A member's reminders: preferences per channel, the devices with push, and the digest's one-click
 * unsubscribe, which needs no session (its signed token names the member).
 */
export function remindersHandlers({ services }: RouterDeps) {
  const { reminders } = services;

  const getPreferences: ApiHandler<'GET /reminders'> = async (req, res) => {
    res.json(await reminders.preferences(req.auth!.id, toLanguage(requestLanguage(req))));
  };

  const putPreferences: ApiHandler<'PUT /reminders'> = async (req, res) => {
    const body = req.body as ReminderPreferencesBody;
    res.json(await reminders.savePreferences(req.auth!.id, body, toLanguage(requestLanguage(req))));
  };

  const unsubscribe: ApiHandler<'POST /reminders/unsubscribe'> = async (_req, res) => {
    const { language } = await reminders.unsubscribe(res.locals.query.token);
    // In the member's own language: the link may be opened anywhere, even by a mail client.
    res.json({ message: renderMessage(message('reminders_unsubscribed'), language), language });
  };

  const pushKey: ApiHandler<'GET /push/key'> = async (_req, res) => {
    res.json({ public_key: await reminders.publicKey() });
  };

  const listDevices: ApiHandler<'GET /push/subscriptions'> = async (req, res) => {
    res.json({ devices: await reminders.listDevices(req.auth!.id) });
  };

  const addDevice: ApiHandler<'POST /push/subscriptions'> = async (req, res) => {
    const device = await reminders.addDevice(
      req.auth!.id,
      req.body as PushSubscriptionBody,
      deviceLabel(req.headers['user-agent']),
      toLanguage(requestLanguage(req)),
    );
    res.json(device);
  };

  const removeDevice: ApiHandler<'DELETE /push/subscriptions/:id'> = async (req, res) => {
    await reminders.removeDevice(req.auth!.id, positiveInt(req.params.id, 'id'));
    res.json({ message: answerText(req, message('push_device_removed')) });
  };

  return {
    'GET /reminders': getPreferences,
    'PUT /reminders': putPreferences,
    'POST /reminders/unsubscribe': unsubscribe,
    'GET /push/key': pushKey,
    'GET /push/subscriptions': listDevices,
    'POST /push/subscriptions': addDevice,
    'DELETE /push/subscriptions/:id': removeDevice,
  } satisfies RouteHandlers;
}

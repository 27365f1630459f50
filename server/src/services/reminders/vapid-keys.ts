import webpush from 'web-push';
import type { Db } from '../../db/connection';

/** The VAPID key pair push messages are signed with, and who sends them. */
export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The server_keys row of the generated pair. */
const ROW = 'vapid';

/**
 * The VAPID keys: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY from the environment (config.ts), else a
 * pair generated once and kept in the database, so every server of one MySQL (and every restart
 * of the embedded one, whose database lives in the data folder) signs with the same pair. The
 * first server to insert its pair wins; the others read the winner's back.
 */
export async function resolveVapidKeys(
  db: Db,
  config: { vapidPublicKey?: string; vapidPrivateKey?: string; vapidSubject: string },
  now: string,
): Promise<VapidDetails> {
  if (config.vapidPublicKey && config.vapidPrivateKey) {
    return {
      publicKey: config.vapidPublicKey,
      privateKey: config.vapidPrivateKey,
      subject: config.vapidSubject,
    };
  }
  const generated = webpush.generateVAPIDKeys();
  await db('server_keys')
    .insert({ name: ROW, value: JSON.stringify(generated), created_at: now })
    .onConflict('name')
    .ignore();
  const row = (await db('server_keys').where({ name: ROW }).first('value')) as { value: string };
  const stored = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: config.vapidSubject };
}

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The device tokens servers gave this app at login (`device_token`, one per server and admin
 * name), kept so that the next login is from a known device: a server never locks a known device
 * out for failures elsewhere (its login limiter, docs/api.md, "Security: limits and lockouts"). A token
 * only relaxes lockouts (the password is still checked) and serves no other account, so it is kept
 * in a file of its own in the app's data folder, readable by its user only. Without a file (tests,
 * or a folder that cannot be written) the tokens live for the session only.
 */
export function createDeviceTokens(file?: string) {
  let tokens: Record<string, string> | null = null;
  const keyOf = (server: string, username: string) => `${server} ${username.trim().toLowerCase()}`;

  async function load(): Promise<Record<string, string>> {
    if (tokens) return tokens;
    tokens = {};
    if (!file) return tokens;
    try {
      const saved = JSON.parse(await readFile(file, 'utf8')) as unknown;
      if (saved && typeof saved === 'object') {
        for (const [key, value] of Object.entries(saved)) if (typeof value === 'string') tokens[key] = value;
      }
    } catch {
      // No file yet, or an unreadable one: no device is known.
    }
    return tokens;
  }

  return {
    /** The token this server gave for this admin name, if any. */
    async get(server: string, username: string): Promise<string | undefined> {
      return (await load())[keyOf(server, username)];
    },

    /** Keeps the token this server gave at login; a failed write keeps it for the session only. */
    async set(server: string, username: string, token: string): Promise<void> {
      const all = await load();
      if (all[keyOf(server, username)] === token) return;
      all[keyOf(server, username)] = token;
      if (!file) return;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        // Written whole, then renamed: a crash never leaves half a file.
        const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
        await writeFile(temporary, JSON.stringify(all, null, 2), { mode: 0o600 });
        await rename(temporary, file);
      } catch {
        // The token stays in memory: the next login before the app quits is still from a known device.
      }
    },
  };
}

export type DeviceTokens = ReturnType<typeof createDeviceTokens>;

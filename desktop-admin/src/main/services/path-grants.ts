import path from 'node:path';

/**
 * The paths the user chose in a system dialog this session. The renderer can send any string;
 * main opens, creates or imports only what a dialog returned, so a compromised page cannot point
 * the app at ~/.ssh or a system folder. Kept in memory only: a new session starts with none.
 */
export function createPathGrants() {
  const granted = new Set<string>();
  const key = (value: string) => path.resolve(value);
  return {
    grant(value: string | null): string | null {
      if (value) granted.add(key(value));
      return value;
    },
    allows(value: string): boolean {
      return path.isAbsolute(value) && granted.has(key(value));
    },
  };
}

export type PathGrants = ReturnType<typeof createPathGrants>;

import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../shared/ipc-channels';
import { createApi } from './create-api';

describe('createApi', () => {
  it('names every method after its channel, {namespace}:{method}, and covers every channel', async () => {
    const invoked: string[] = [];
    const subscribed: string[] = [];
    const api = createApi(
      async (channel, ..._args) => {
        invoked.push(channel);
        return undefined as never;
      },
      (event) => {
        subscribed.push(event);
        return () => {};
      },
    );
    for (const [namespace, methods] of Object.entries(api)) {
      for (const [method, fn] of Object.entries(methods as Record<string, (...a: unknown[]) => unknown>)) {
        const before = invoked.length + subscribed.length;
        await fn(() => {});
        // The end-to-end tests rebuild window.api from this very convention.
        if (method.startsWith('on')) {
          expect(subscribed.at(-1)).toBe(`${namespace}:${method[2]!.toLowerCase()}${method.slice(3)}`);
        } else {
          expect(invoked.at(-1)).toBe(`${namespace}:${method}`);
        }
        expect(invoked.length + subscribed.length).toBe(before + 1);
      }
    }
    expect([...invoked].sort()).toEqual([...CHANNELS].sort());
  });
});

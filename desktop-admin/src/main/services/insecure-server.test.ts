import { describe, expect, it } from 'vitest';
import { needsInsecureConfirmation } from './insecure-server';
import { createPublishService } from './publish-service';

describe('plain http to another machine', () => {
  it('needs confirmation only for non-local http', () => {
    expect(needsInsecureConfirmation('http://camino.example.org')).toBe(true);
    expect(needsInsecureConfirmation('http://192.168.1.20:3000')).toBe(true);
    expect(needsInsecureConfirmation('https://camino.example.org')).toBe(false);
    expect(needsInsecureConfirmation('http://localhost:3000')).toBe(false);
    expect(needsInsecureConfirmation('http://127.0.0.1:3000')).toBe(false);
    expect(needsInsecureConfirmation('http://[::1]:3000')).toBe(false);
  });

  it('connect asks first and sends no password until confirmed', async () => {
    const sent: string[] = [];
    const fetchSpy = (async (url: string) => {
      sent.push(String(url));
      return new Response(JSON.stringify({ message: 'no' }), { status: 401 });
    }) as unknown as typeof fetch;
    const publish = createPublishService({ currentRoot: () => null, fetch: fetchSpy });
    const request = { server: 'http://camino.example.org', username: 'a', password: 'secret-1' };
    const asked = await publish.connect(request);
    expect(!asked.ok && asked.problems[0]!.pointer).toBe('/confirmInsecure');
    expect(sent).toEqual([]);
    await publish.connect({ ...request, confirmInsecure: true });
    expect(sent).toHaveLength(1);
  });
});

import { chromium } from 'playwright';
import { startBenchServer } from './bench-server.mjs';
import { FAST_3G } from './bench-volume-page.mjs';
const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const email = `b${Date.now()}@example.com`;
  const post = (p, d) => fetch(`${server.base}/api${p}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(d) }).then((r) => r.json());
  await post('/register', { first_name: 'B', last_name: 'R', email, password: 'bench-pass-1' });
  const login = await post('/login', { username: email, password: 'bench-pass-1' });
  const ctx = await browser.newContext({ baseURL: server.base, viewport: { width: 390, height: 844 } });
  await ctx.addCookies([{ name: 'signedIn', value: '1', url: server.base }]);
  await ctx.addInitScript((s) => { localStorage.setItem('authToken', s.access_token); localStorage.setItem('userType', s.user_type); localStorage.setItem('userInfo', JSON.stringify(s.user_info)); }, login);
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  const t0 = Date.now();
  page.on('console', (m) => console.log('console', m.text()));
  page.on('request', (r) => console.log('req', Date.now() - t0, r.url().replace(server.base, '')));
  page.on('requestfinished', (r) => console.log('done', Date.now() - t0, r.url().replace(server.base, '')));
  await page.goto('/volume/1?chapter=1', { waitUntil: 'commit' });
  for (const ms of [1500, 2500, 3500, 5000, 8000]) {
    await page.waitForTimeout(ms - (Date.now() - t0));
    await page.screenshot({ path: `/tmp/vf3g-${ms}.png` });
  }
} finally { await browser.close(); await server.stop(); }

import { chromium } from 'playwright';
import { startBenchServer } from './bench-server.mjs';
const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const email = `b${Date.now()}@example.com`;
  const post = (p, d) => fetch(`${server.base}/api${p}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(d) }).then((r) => r.json());
  console.log(await post('/register', { first_name: 'B', last_name: 'R', email, password: 'bench-pass-1' }));
  const login = await post('/login', { username: email, password: 'bench-pass-1' });
  const ctx = await browser.newContext({ baseURL: server.base, viewport: { width: 390, height: 844 } });
  await ctx.addInitScript((s) => { localStorage.setItem('authToken', s.access_token); localStorage.setItem('userType', s.user_type); localStorage.setItem('userInfo', JSON.stringify(s.user_info)); }, login);
  const page = await ctx.newPage();
  page.on('console', (m) => console.log('console', m.text()));
  await page.goto('/volume/1?chapter=1');
  await page.waitForTimeout(4000);
  console.log(page.url(), await page.locator('[data-testid="dialogue"] li').count());
  await page.screenshot({ path: '/tmp/vf3g-dbg.png' });
} finally { await browser.close(); await server.stop(); }

/* global window, location, document, requestAnimationFrame -- the functions below run in the page */
// `npm run bench` (reader part): the volume page a member opens from a chapter link on a phone over
// Fast 3G, cold cache, in Chromium through Playwright with the network throttled by the DevTools
// protocol (562 ms round trip, 1.5 Mbit/s down, 0.75 Mbit/s up, the figures DevTools' "Fast 3G"
// and Lighthouse's mobile preset use), and the same link followed by a visitor. No CPU slowdown:
// the figure is about what travels the network and in which order.
import { chromium } from 'playwright';

export const FAST_3G = {
  offline: false,
  latency: 562,
  downloadThroughput: 187_500,
  uploadThroughput: 93_750,
};
const PHONE = { width: 390, height: 844 };
const URL_PATH = '/volume/1?chapter=1';

/**
 * Records in the page when its first dialogue line is laid out (on a phone it is under the player,
 * at the fold) and when the sign-in page is reached.
 */
function watchPage() {
  const marks = (window.__benchMarks = {});
  const look = () => {
    if (location.pathname === '/user-login' && marks.signIn === undefined) marks.signIn = performance.now();
    const line = document.querySelector('[data-testid="dialogue"] li');
    if (line && marks.firstLine === undefined && line.textContent.trim()) {
      const box = line.getBoundingClientRect();
      if (box.height > 0) marks.firstLine = performance.now();
    }
    if (marks.firstLine === undefined || marks.signIn === undefined) requestAnimationFrame(look);
  };
  look();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput) marks.cls = (marks.cls ?? 0) + entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** A new member's session as the reader keeps it, and the cookies its pages set from it. */
async function memberState(browser, base) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const post = (path, data) =>
    fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(data),
    }).then((res) => res.json());
  await post('/register', { first_name: 'Bench', last_name: 'Reader', email, password: 'bench-pass-1' });
  const login = await post('/login', { username: email, password: 'bench-pass-1' });
  if (!login.access_token) throw new Error(`the bench member could not sign in: ${JSON.stringify(login)}`);
  const context = await browser.newContext({ baseURL: base });
  await context.addInitScript((s) => {
    localStorage.setItem('authToken', s.access_token);
    localStorage.setItem('userType', s.user_type);
    localStorage.setItem('userInfo', JSON.stringify(s.user_info));
  }, login);
  const page = await context.newPage();
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  const state = await context.storageState();
  await context.close();
  // The server is warm, as a running site is: its first render of the page is not measured.
  const cookie = state.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  await (await fetch(`${base}${URL_PATH}`, { headers: { Accept: 'text/html', Cookie: cookie } })).text();
  return state;
}

/** One cold visit of the volume page over Fast 3G: the page's marks once it has settled. */
async function visit(browser, base, storageState, until) {
  const context = await browser.newContext({ baseURL: base, viewport: PHONE, storageState });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchPage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await page.goto(URL_PATH, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction((mark) => window.__benchMarks?.[mark] !== undefined, until, {
      timeout: 60_000,
      polling: 100,
    });

    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    return await page.evaluate(() => window.__benchMarks);
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/**
 * The figures, each the median of `runs` cold visits: when the member sees the chapter's first
 * dialogue line, the layout shift of that load, and when the visitor is at the sign-in page.
 */
export async function volumePageFigures(base, { executablePath, runs = 3 }) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const member = await memberState(browser, base);
    const members = [];
    const visitors = [];
    for (let i = 0; i < runs; i++) {
      members.push(await visit(browser, base, member, 'firstLine'));
      visitors.push(await visit(browser, base, undefined, 'signIn'));
    }
    return {
      firstLineMs: median(members.map((marks) => marks.firstLine)),
      cls: median(members.map((marks) => marks.cls ?? 0)),
      signInMs: median(visitors.map((marks) => marks.signIn)),
    };
  } finally {
    await browser.close();
  }
}

// Runs before the first paint (an external file: the CSP allows no inline script). It applies the
// stored colour scheme (the `darkMode` key, else the system's) and language, so nothing flashes.
// It also copies the language into the `language` cookie, which the server reads to pre-render
// pages in it, and marks a stored session (`data-signed-in`), so a pre-rendered page (always the
// visitor's version) can hide what members never see before the app takes over.
(function () {
  var root = document.documentElement;
  var dark;
  var lang = 'en';
  var signedIn = false;
  try {
    var stored = window.localStorage.getItem('darkMode');
    if (stored === 'true' || stored === 'false') dark = stored === 'true';
    if (window.localStorage.getItem('language') === 'es') lang = 'es';
    signedIn = Boolean(window.localStorage.getItem('authToken'));
  } catch {
    // Storage may be blocked; the defaults below apply.
  }
  if (dark === undefined)
    dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  root.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.lang = lang;
  if (signedIn) {
    root.setAttribute('data-signed-in', '');
    // The member's news block as tall as last time at this width (see use-member-news-place.ts).
    try {
      var place = JSON.parse(window.localStorage.getItem('memberNewsPlace') || 'null');
      if (place && place.width === window.innerWidth) {
        if (place.height > 0) root.style.setProperty('--member-news-height', place.height + 'px');
        else root.setAttribute('data-no-member-news', '');
      }
    } catch {
      // Nothing remembered: the default place is held.
    }
  }
  if (document.cookie.indexOf('language=' + lang) === -1)
    document.cookie = 'language=' + lang + '; path=/; max-age=31536000; samesite=lax';

  // A pre-rendered page lists its scripts instead of loading them with the page (see
  // server/src/pages/html-page.ts): they start once the browser reports its first
  // contentful paint, so the content does not share a slow connection with them. A hidden tab
  // paints nothing, so a timer starts them anyway.
  document.addEventListener('DOMContentLoaded', function () {
    var list = document.getElementById('camino-after-paint');
    if (!list) return;
    var started = false;
    var start = function () {
      if (started) return;
      started = true;
      var files = JSON.parse(list.textContent);
      var append = function (tag, props) {
        var element = Object.assign(document.createElement(tag), props, { crossOrigin: 'anonymous' });
        document.head.appendChild(element);
      };
      files.preload.forEach(function (href) {
        append('link', { rel: 'modulepreload', href: href });
      });
      files.modules.forEach(function (src) {
        append('script', { type: 'module', src: src });
      });
    };
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') !== -1) {
      new PerformanceObserver(function (entries, observer) {
        if (!entries.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        setTimeout(start, 0);
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    }
    setTimeout(start, 1000);
  });
})();

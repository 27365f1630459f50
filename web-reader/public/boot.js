// Runs before the first paint (an external file: the CSP allows no inline script). It applies the
// stored colour scheme (the `darkMode` key, else the system's) and language, so nothing flashes.
(function () {
  var root = document.documentElement;
  var dark;
  var lang = 'en';
  try {
    var stored = window.localStorage.getItem('darkMode');
    if (stored === 'true' || stored === 'false') dark = stored === 'true';
    if (window.localStorage.getItem('language') === 'es') lang = 'es';
  } catch {
    // Storage may be blocked; the defaults below apply.
  }
  if (dark === undefined)
    dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  root.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.lang = lang;
})();

/**
 * PostCSS plugin: a color scheme set on an element inside the page wins over the site's.
 *
 * Mantine sets the site's scheme on <html> (`data-mantine-color-scheme`) and scopes its light and
 * dark styles with descendant selectors (`:where([data-mantine-color-scheme='dark']) .m_x`;
 * light-dark() compiles to `[data-mantine-color-scheme='dark'] .x`). An element inside <body> with
 * its own scheme (the reading surface in sepia or light on the dark site, features/volume) is
 * then matched by both schemes' rules, and the one later in the file wins: the site's dark
 * backgrounds reached the paper (Accordion, inputs). CSS has no "nearest ancestor wins", so each
 * scheme rule here gets one more condition on its subject: not inside a nested element of the
 * other scheme,
 *   `[…='dark'] .x`  ->  `[…='dark'] .x:not(:where(body [data-mantine-color-scheme=light] *))`
 * (same specificity; a pseudo-element stays last). One level of nesting is what the app uses.
 * It leans on the selector shapes of @mantine/core 9 and postcss-preset-mantine 1.18 (both pinned
 * by the lockfile); it runs last (OnceExit), after light-dark() and the mixins are expanded.
 */
const SCHEME = /\[data-mantine-color-scheme=(['"]?)(light|dark)\1\]/;

/** The index where the selector's pseudo-element starts (`::x`, legacy `:before`), or its length. */
function pseudoElementStart(selector) {
  let depth = 0;
  let quote = null;
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector[i];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && char === ':') {
      if (selector[i + 1] === ':') return i;
      if (/^:(before|after|first-line|first-letter)\b/.test(selector.slice(i))) return i;
    }
  }
  return selector.length;
}

/** The selector kept off nested elements of the other scheme; other selectors are returned as they are. */
function nearestOnly(selector) {
  const match = SCHEME.exec(selector);
  if (!match) return selector;
  // Only a scheme on an ancestor (followed by a combinator) can be shadowed by a nearer one;
  // `:root[data-mantine-color-scheme='dark']` sets the site's variables and stays as it is.
  const after = selector.slice(match.index + match[0].length).replace(/^\)/, '');
  if (!/^\s*[\s>+~]\s*\S/.test(after)) return selector;
  const other = match[2] === 'dark' ? 'light' : 'dark';
  const guard = `:not(:where(body [data-mantine-color-scheme=${other}] *))`;
  const at = pseudoElementStart(selector);
  return selector.slice(0, at) + guard + selector.slice(at);
}

module.exports = () => ({
  postcssPlugin: 'postcss-nearest-color-scheme',
  OnceExit(root) {
    root.walkRules((rule) => {
      if (!SCHEME.test(rule.selector)) return;
      rule.selectors = rule.selectors.map(nearestOnly);
    });
  },
});
module.exports.postcss = true;
module.exports.nearestOnly = nearestOnly;

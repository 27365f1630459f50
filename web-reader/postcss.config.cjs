// Mantine's PostCSS preset (light-dark(), rem(), @mixin dark/light/hover/smaller-than) and its breakpoints.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    },
    // Last: an element's own color scheme beats the site's inside it (the reading surface).
    './scripts/postcss-nearest-color-scheme.cjs': {},
  },
};

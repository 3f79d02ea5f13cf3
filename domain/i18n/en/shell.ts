// The frame of every page: brand, language switcher, public navigation, the not-found and error pages and
// what a page shows while it loads. In the entry.
export const shell = {
  'app.name': 'Picket',
  'language.label': 'Language',
  'language.en': 'English',
  'language.es': 'Spanish',
  'nav.main': 'Main navigation',
  'nav.home': 'Home',
  'nav.homeowners': 'Homeowners',
  'nav.contractors': 'Contractors',
  'nav.quote': 'Quote',
  'nav.login': 'Login',
  'nav.menu': 'Menu',
  'nav.logoHome': 'Picket home',
  'shortLink.opening': 'Opening your quote…',
  'customerQuote.loading': 'Loading your quote…',
  'notFound.pageTitle': 'Page not found',
  'notFound.title': '404 Page Not Found',
  'notFound.hint': 'No route matches `{path}`. Check the route files in frontend/src/routes.',
  'notFound.home': 'Go to the home page',
  'error.title': 'Something went wrong',
} as const satisfies Record<string, string>;

// Spanish (Latin American) texts of ../en/shell.ts: the type demands every one of its keys and no other.
import type { shell as english } from '../en/shell';

export const shell: Record<keyof typeof english, string> = {
  'app.name': 'Picket',
  'language.label': 'Idioma',
  'language.en': 'Inglés',
  'language.es': 'Español',
  'nav.skipToContent': 'Saltar al contenido',
  'nav.menuLinks': 'Menú del sitio',
  'nav.main': 'Navegación principal',
  'nav.home': 'Inicio',
  'nav.homeowners': 'Propietarios',
  'nav.contractors': 'Contratistas',
  'nav.quote': 'Cotizar',
  'nav.login': 'Iniciar sesión',
  'nav.menu': 'Menú',
  'nav.logoHome': 'Inicio de Picket',
  'shortLink.opening': 'Abriendo tu cotización…',
  'customerQuote.loading': 'Cargando tu cotización…',
  'notFound.pageTitle': 'Página no encontrada',
  'notFound.title': '404 Página no encontrada',
  'notFound.hint': 'Ninguna ruta coincide con `{path}`. Revisa los archivos de rutas en frontend/src/routes.',
  'notFound.home': 'Ir a la página de inicio',
  'error.title': 'Algo salió mal',
};

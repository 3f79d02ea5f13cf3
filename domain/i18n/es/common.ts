// Spanish (Latin American) texts of ../en/common.ts: the type demands every one of its keys and no other.
import type { common as english } from '../en/common';

export const common: Record<keyof typeof english, string> = {
  'common.back': 'Atrás',
  'common.next': 'Siguiente',
  'common.dismiss': 'Descartar',
  'common.loadingPage': 'Cargando página...',
  'site.label': 'Lugar del trabajo',
  'site.directions': 'Cómo llegar',
  'common.zipCode': 'Código postal',
  'common.tryAgain': 'Intentar de nuevo',
  'common.sending': 'Enviando...',
  'common.loading': 'Cargando...',
  'common.close': 'Cerrar',
  'common.cancel': 'Cancelar',
  'common.error': 'Error',
  // The bell's page and the toasts' landmark.
  'notifications.title': 'Notificaciones',
};

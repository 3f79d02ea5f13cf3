// Spanish (Latin American) texts of ../en/admin.ts: the type demands every one of its keys and no other.
import type { admin as english } from '../en/admin';

export const admin: Record<keyof typeof english, string> = {
  'admin.title': 'Administración',
  'admin.subtitle': 'Contenido del sitio y monitoreo de seguridad.',
  'admin.platform': 'Cifras de la plataforma',
  'admin.platformHint':
    'Las cifras de todos los contratistas sumadas, de los mismos acumulados que sus reportes: toda la historia (lo que cuentan las páginas públicas) y los últimos 12 meses.',
  'admin.platformLoadFailed': 'No se pudieron cargar las cifras de la plataforma.',
  'admin.platformTotal': 'Desde el inicio',
  'admin.col.joined': 'Contratistas nuevos',
  'admin.col.quotesMade': 'Cotizaciones creadas',
  'admin.siteContent': 'Contenido del sitio',
  'admin.siteContentHint':
    'Cifras de marketing que se muestran en las páginas públicas. Deja un campo vacío para ocultar esa cifra.',
  'admin.averageRatingHint': 'Por ejemplo 4.8/5',
  'admin.financingApprovedHint': 'Por ejemplo $5M+',
  'admin.save': 'Guardar contenido del sitio',
  'admin.saved': 'Contenido del sitio guardado',
  'admin.savedDescription': 'Las páginas públicas ya muestran las nuevas cifras.',
  'admin.saveFailed': 'No se pudo guardar el contenido del sitio',
  'admin.siteContentLoadFailed': 'No se pudo cargar el contenido del sitio.',
  'admin.security': 'Monitoreo de seguridad',
  'admin.securityHint':
    'Los eventos de seguridad más recientes, del más nuevo al más antiguo, actualizados cada minuto.',
  'admin.col.time': 'Hora',
  'admin.col.event': 'Evento',
  'admin.col.ip': 'Dirección IP',
  'admin.col.userAgent': 'Navegador',
  'admin.noEvents': 'Todavía no hay eventos de seguridad.',
  'admin.eventsLoadFailed': 'No se pudieron cargar los eventos de seguridad.',
};

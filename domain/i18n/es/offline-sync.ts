// Spanish (Latin American) texts of ../en/offline-sync.ts: the type demands every one of its keys and no other.
import type { offlineSync as english } from '../en/offline-sync';

export const offlineSync: Record<keyof typeof english, string> = {
  'offline.bar.label': 'Conexión y sincronización',
  'offline.bar.offline': 'Sin conexión — se muestra lo guardado en este dispositivo',
  'offline.bar.offlineOne': 'Sin conexión — 1 cotización en espera de sincronizar',
  'offline.bar.offlineMany': 'Sin conexión — {count} cotizaciones en espera de sincronizar',
  'offline.bar.waitingOne': '1 cotización en espera de sincronizar',
  'offline.bar.waitingMany': '{count} cotizaciones en espera de sincronizar',
  'offline.bar.failedOne': '1 cotización no se pudo sincronizar',
  'offline.bar.failedMany': '{count} cotizaciones no se pudieron sincronizar',
  'offline.bar.syncing': 'Sincronizando…',
  'offline.bar.notices': 'Hay cotizaciones sincronizadas que revisar',
  'offline.bar.review': 'Revisar',
  'offline.queue.title': 'Cotizaciones guardadas en este dispositivo',
  'offline.queue.description':
    'Se envían a Picket en el orden en que se guardaron, cada una una sola vez, en cuanto haya conexión.',
  'offline.queue.empty': 'No hay nada en espera de sincronizar.',
  'offline.queue.savedAt': 'Guardada en este dispositivo {time}',
  'offline.queue.localTotal': 'Total al guardarla: {total}',
  'offline.queue.willText': 'Se enviará por mensaje al sincronizarse',
  'offline.queue.dontText': 'No enviarla por mensaje',
  'offline.queue.failed': 'Picket la rechazó: {message}',
  'offline.queue.syncNow': 'Sincronizar ahora',
  'offline.textAfterSync': 'Enviar la cotización por mensaje al sincronizar',
  'offline.notice.pricesChanged':
    'Cambiaron los precios: el total de la cotización ahora es {now} (era {was})',
  'offline.notice.pricesChangedDetail':
    'La cotización #{number} se guardó pero no se envió. Revísala y envíala desde la página de la cotización.',
  'offline.notice.textFailed':
    'La cotización #{number} se guardó pero no se pudo enviar por mensaje: {message}',
  'offline.notice.open': 'Abrir la cotización #{number}',
  'offline.synced.one': '1 cotización guardada en este dispositivo ya está en Picket',
  'offline.synced.many': '{count} cotizaciones guardadas en este dispositivo ya están en Picket',
  'offline.builder.pricesUpdated': 'Precios actualizados {time}',
  'offline.builder.offlineHint':
    'Estás sin conexión: Guardar conserva la cotización en este dispositivo y la envía a Picket cuando vuelvas a tener conexión.',
  'offline.saved.title': 'Guardada en este dispositivo',
  'offline.saved.detail':
    'La cotización para {customer} ({total}) se enviará a Picket en cuanto vuelvas a tener conexión.',
  'offline.saved.willText':
    'Se enviará por mensaje al cliente cuando se haya sincronizado, salvo que los precios hayan cambiado: entonces primero verás el nuevo total.',
  'offline.saved.newQuote': 'Empezar otra cotización',
  'offline.saved.alreadySynced': 'Ya se sincronizó: envíala por mensaje desde su página en Cotizaciones.',
  'offline.saved.failed': 'No se pudo conservar la cotización en este dispositivo',
  'offline.lastUpdated': 'Sin conexión — actualizado {time}',
};

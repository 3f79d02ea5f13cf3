// Spanish (Latin American) texts of ../en/notifications.ts: the type demands every one of its keys and no other.
import type { notifications as english } from '../en/notifications';

export const notifications: Record<keyof typeof english, string> = {
  'notifications.loading': 'Cargando notificaciones...',
  'notifications.empty': 'No hay notificaciones',
  'notifications.allCaughtUp': '¡Estás al día!',
  'notifications.recently': 'Recientemente',
  'notifications.markAllRead': 'Marcar todo como leído',
  'notifications.newCount': '{count} nuevas',
  'notifications.newItem': 'Nueva',
  'notifications.reminder.overdue': '{milestone} del trabajo n.º {job} tiene {days} días de atraso',
  'notifications.reminder.overdueOne': '{milestone} del trabajo n.º {job} tiene 1 día de atraso',
  'notifications.reminder.dueToday': '{milestone} del trabajo n.º {job} vence hoy',
  'notifications.reminder.dueTomorrow': '{milestone} del trabajo n.º {job} vence mañana',
  'notifications.reminder.dueIn': '{milestone} del trabajo n.º {job} vence en {days} días',
  'notifications.sendReminder': 'Enviar recordatorio',
  'notifications.reminderSent': '✓ Recordatorio enviado',
  'notifications.reminderSentTitle': 'Recordatorio enviado',
  'notifications.reminderSentDescription': 'El recordatorio de pago se envió correctamente.',
  'notifications.reminderFailed': 'No se pudo enviar el recordatorio. Inténtalo de nuevo.',
  'notifications.loadFailed':
    'No se pudieron cargar algunas notificaciones. Se volverá a intentar en unos minutos.',
};

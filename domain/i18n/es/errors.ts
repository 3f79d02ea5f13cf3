// Spanish (Latin American) texts of ../en/errors.ts: the type demands every one of its keys and no other.
import type { errors as english } from '../en/errors';

export const errors: Record<keyof typeof english, string> = {
  'request.invalidJson': 'El cuerpo de la solicitud no es JSON válido',
  'request.tooLarge': 'El cuerpo de la solicitud es demasiado grande',
  'request.invalid': 'Algunos campos no son válidos',
  'quote.convertInstead':
    'Una cotización se convierte en trabajo solo con "Convertir en trabajo", que crea el trabajo con ella.',
  'quote.illegalMove': 'Una cotización no puede pasar de {from} a {to}.',
  'quote.statusChanged': 'Otra persona cambió el estado de la cotización. Vuelve a cargarla para verlo.',
  'customer.notFound': 'No se encontró el cliente',
  'customer.archived': 'Este cliente fue eliminado y ya no se puede modificar',
  'customer.stale': 'Otra persona cambió este cliente. Vuelve a cargar para ver los datos más recientes.',
  'address.unavailable':
    'La búsqueda de direcciones no está disponible aquí; ingresa la dirección manualmente',
  'quote.notFound': 'No se encontró la cotización',
  'quote.stale': 'Otra persona cambió esta cotización. Vuelve a cargarla para ver la versión más reciente.',
  'request.rateLimited': 'Demasiadas solicitudes. Espera unos minutos e inténtalo de nuevo.',
  'auth.invalidCredentials': 'Correo electrónico o contraseña incorrectos',
  'auth.required': 'Inicia sesión para continuar',
  'auth.forbidden': 'No tienes acceso a esto',
  'auth.rateLimited': 'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en unos minutos.',
  'auth.emailTaken': 'Ya existe una cuenta con este correo electrónico',
  'auth.accountInactive': 'Esta cuenta está desactivada. Comunícate con un administrador.',
  'csrf.invalid': 'Falta tu token de seguridad o venció. Recarga la página e inténtalo de nuevo.',
  'route.notFound': 'No existe esa ruta de la API',
  'server.error': 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
  'sms.failed': 'No se pudo enviar el mensaje de texto: {reason}',
  'sms.reason.invalidNumber': 'el número no puede recibir mensajes de texto',
  'sms.reason.throttled': 'el servicio de mensajes está ocupado; inténtalo en un minuto',
  'sms.reason.refused': 'el servicio de mensajes lo rechazó',
  'sms.reason.noAnswer': 'el servicio de mensajes no respondió',
  'quote.changedSinceViewed':
    'Esta cotización cambió desde que la abriste. Revisa la nueva versión antes de aprobarla.',
  'quote.locked':
    'Una cotización aprobada conserva el precio que firmó el cliente. Duplícala para cambiar el precio.',
  'sms.rateLimitedContractor':
    'Tu empresa envió demasiados mensajes de texto en la última hora. Inténtalo más tarde.',
  'sms.rateLimitedPhone': 'Este número recibió demasiados mensajes hoy. Inténtalo mañana.',
  'sms.rateLimitedPublic': 'Demasiadas solicitudes de mensajes desde esta conexión. Inténtalo más tarde.',
  'quote.closed': 'Esta cotización ya no está abierta (estado: {status}).',
  'link.notFound': 'Este enlace no es válido o ya venció.',
  'job.notFound': 'No se encontró el trabajo',
  'job.stale': 'Otra persona cambió este trabajo. Vuelve a cargarlo para ver la versión más reciente.',
  'job.illegalMove': 'Un trabajo no puede pasar de {from} a {to}.',
  'job.alreadyConverted': 'Esta cotización ya tiene un trabajo.',
  'job.hasPayments':
    'Este trabajo ya tiene pagos registrados: edita sus pagos por etapas en lugar del total.',
  'photo.full': 'Un trabajo puede guardar como máximo 50 fotos',
  'progressNote.full': 'Este trabajo ya tiene 150 notas de avance, el máximo que puede guardar',
  'milestone.sumMismatch': 'Las cantidades de las etapas deben sumar el total del trabajo, {total}',
  'milestone.paidLocked': 'Una etapa pagada no se puede cambiar ni quitar: {milestone}',
  'payment.overpaid': 'Este pago es mayor que los {amount} que faltan en {milestone}',
  'payment.changed': 'Se registró otro pago al mismo tiempo. Revisa el saldo e inténtalo de nuevo.',
  'reminder.alreadySent': 'Ya se envió hoy un recordatorio de este pago.',
  'reminder.failed': 'No se pudo enviar el recordatorio: {reason}',
  'reminder.noContact': 'Este cliente no tiene teléfono ni correo para recordarle.',
};

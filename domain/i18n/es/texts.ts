// Spanish (Latin American) texts of ../en/texts.ts: the type demands every one of its keys and no other.
import type { texts as english } from '../en/texts';

export const texts: Record<keyof typeof english, string> = {
  'jobs.jobType.quote_visit': 'Visita para cotizar',
  'sms.quote': '{business} te envió una cotización de cerca por {total}. Mírala y apruébala aquí: {link}',
  'sms.leadQuote': 'Tu estimado de cerca de {business}: {total}. Míralo aquí: {link}',
  'sms.quoteView': '{business} te envió tu cotización de cerca por {total}: {link}',
  'notification.discountReview':
    '{rep} pide dar un {percent}% de descuento en la cotización #{number} (límite de los vendedores: {limit}%)',
  'notification.newLead': 'Nuevo cliente potencial: {customer} en {zip}, {amount}',
  'sms.newLeadAlert':
    'Picket: nuevo cliente potencial, {customer} en {zip}, {amount}. Llámelo pronto: {link}',
  'email.signupSubject': 'Termina de registrarte en Picket',
  'email.signupBody':
    '¡Bienvenido a Picket! Abre este enlace para confirmar tu correo y terminar de crear tu cuenta: {link}\n\nEl enlace funciona durante {hours} horas. Si no te registraste, ignora este correo.',
  'email.signupExistingSubject': 'Ya tienes una cuenta de Picket',
  'email.signupExistingBody':
    'Alguien (probablemente tú) intentó registrarse en Picket con este correo, que ya tiene una cuenta. Inicia sesión aquí: {link}\n\nSi no fuiste tú, ignora este correo; tu cuenta no cambió.',
  'sms.arrivalWindow': '{business} llegará el {date} entre las {start} y las {end}.',
  'sms.arrivalDay': '{business} tiene programada su visita para el {date}.',
  'email.newLeadSubject': 'Nuevo cliente potencial: {customer} en {zip}',
  'notification.quoteApproved': '{customer} aprobó la cotización n.º {number}',
  'notification.paymentReceived': 'Pago de {amount} recibido de {customer} para el trabajo n.º {job}',
  'notification.milestoneCompleted': '{milestone} del trabajo n.º {job} está pagado por completo',
  'notification.overdueDeposit': 'El anticipo del trabajo n.º {job} está vencido ({amount})',
  'notification.overdueReminder': '{milestone} del trabajo n.º {job} está vencido ({amount})',
  'branding.defaultTagline': 'Instalación y servicios profesionales de cercas',
  'milestone.deposit': 'Anticipo',
  'milestone.materials_delivered': 'Entrega de materiales',
  'milestone.final_payment': 'Pago final',
  'milestone.finance_labor': 'Saldo financiado',
  'sms.reminderUpcoming':
    'Recordatorio de {business}: {milestone} de {amount} del trabajo n.º {job} vence el {date}.',
  'sms.reminderOverdue':
    'Recordatorio de {business}: {milestone} de {amount} del trabajo n.º {job} venció el {date} y está atrasado.',
  'email.reminderSubject': 'Recordatorio de pago de {business}',
  'calendar.jobFor': 'Trabajo para {name}',
  'email.inviteSubject': '{inviter} te invitó a unirte a {business} en Picket',
  'email.inviteBody':
    '{inviter} te invitó a unirte a {business} en Picket como {role}. Abre este enlace para crear tu cuenta: {link}\n\nEl enlace funciona una sola vez, durante {days} días. Si no esperabas esta invitación, ignora este correo.',
  'email.inviteRole.owner': 'propietario',
  'email.inviteRole.rep': 'vendedor',
  'email.inviteRole.crew': 'miembro de una cuadrilla',
};

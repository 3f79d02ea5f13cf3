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
  'email.passwordResetSubject': 'Crea una nueva contraseña de Picket',
  'email.passwordResetBody':
    'Un administrador de Picket te creó un enlace para poner una nueva contraseña a {email}: {link}\n\nEl enlace funciona una sola vez, durante {hours} horas, y cierra tus demás sesiones. Si no lo pediste, avisa a tu administrador.',
  // Texting consent: the first text's notice and the answers to STOP, START and HELP.
  'sms.optOutNotice': 'Responde STOP para no recibir más mensajes.',
  'sms.optedOutReply':
    '{business}: ya no recibirás nuestros mensajes. Responde START para volver a recibirlos.',
  'sms.optedInReply': '{business}: volverás a recibir nuestros mensajes. Responde STOP para no recibirlos.',
  'sms.helpReply': '{business}: para ayuda, llama al {phone}. Responde STOP para no recibir más mensajes.',
  // The default follow-up sequence (functions/core/follow-ups/follow-up-settings.ts): the owner edits them.
  'followUp.default.sentNotViewed.name': 'Sin abrir después de un día',
  'followUp.default.sentNotViewed.message':
    'Hola {firstName}, le escribe {businessName}. ¿Pudo ver su cotización de cerca por {total}? {link}',
  'followUp.default.viewedNotAnswered.name': 'Abierta, sin respuesta después de dos días',
  'followUp.default.viewedNotAnswered.message':
    'Hola {firstName}, ¿tiene preguntas sobre su cotización de cerca de {businessName}? Puede aprobarla aquí cuando esté listo: {link}',
  'followUp.default.approvedNoDeposit.name': 'Aprobada, sin anticipo después de tres días',
  'followUp.default.approvedNoDeposit.message':
    'Hola {firstName}, ¡gracias por elegir a {businessName}! Para poner su cerca en nuestro calendario, el siguiente paso es el anticipo: {link}',
  'followUp.emailSubject': 'Un mensaje de {business} sobre su cotización de cerca',
  // A quote sent by email (functions/core/quotes/quote-email.ts).
  'email.quoteSubject': 'Su cotización de cerca de {business}: {total}',
  'email.quoteIntro': 'Hola {name}, {business} le envió una cotización de cerca por {total}.',
  'email.quoteButton': 'Ver y aprobar su cotización',
  'email.quoteLinkHint': 'O abra este enlace: {link}',
  'email.quoteFooter': 'Recibió este correo porque pidió una cotización de cerca a {business}.',
  // The CSV exports' column headers and values (functions/core/reports/export-csv.ts), with the labels they
  // share with the screens.
  'jobs.payment.date': 'Fecha de pago',
  'jobs.payment.checkNumber': 'Número de cheque',
  'paymentMethod.cash': 'Efectivo',
  'paymentMethod.check': 'Cheque',
  'paymentMethod.card': 'Tarjeta',
  'paymentMethod.finance': 'Financiamiento',
  'createJob.customer': 'Cliente',
  'form.status': 'Estado',
  'form.material': 'Material',
  'form.amountDollars': 'Monto ($)',
  'jobs.details.name': 'Nombre del trabajo',
  'csv.number': 'Número',
  'csv.created': 'Creada',
  'csv.source': 'Origen del cliente',
  'csv.linearFeet': 'Pies lineales',
  'csv.total': 'Total ($)',
  'csv.viewed': 'Vista',
  'csv.soldBy': 'Vendida por',
  'csv.paid': 'Pagado ($)',
  'csv.balance': 'Saldo ($)',
  'csv.recorded': 'Registrado',
  'csv.jobNumber': 'Número de trabajo',
  'csv.method': 'Método',
  'csv.recordedBy': 'Registrado por',
  'csv.person': 'Persona',
  'csv.closeRate': 'Tasa de cierre (%)',
  'csv.won': 'Ingresos ganados ($)',
  'csv.averageDeal': 'Venta promedio ($)',
  'csv.collected': 'Cobrado ($)',
  'csv.firstResponse': 'Primera respuesta (minutos)',
  'csv.source.contractor': 'Contratista',
  'csv.source.homeowner': 'Página para propietarios',
};

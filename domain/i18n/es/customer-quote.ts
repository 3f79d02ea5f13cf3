// Spanish (Latin American) texts of ../en/customer-quote.ts: the type demands every one of its keys and no other.
import type { customerQuote as english } from '../en/customer-quote';

export const customerQuote: Record<keyof typeof english, string> = {
  'shortLink.notFound.title': 'Este enlace no es válido o ya caducó',
  'shortLink.notFound.hint':
    'Comunícate con el contratista que te lo envió y pídele que te mande la cotización de nuevo.',
  'customerQuote.notFound.title': 'No encontramos esta cotización',
  'customerQuote.notFound.hint':
    'Es posible que el enlace esté incompleto. Ábrelo de nuevo desde tu mensaje de texto o comunícate con el contratista que te lo envió.',
  'customerQuote.pageTitle': 'Cotización #{number} de {business}',
  'customerQuote.logoAlt': 'Logotipo de {business}',
  'customerQuote.contact.label': 'Cómo comunicarte con {business}',
  'customerQuote.contact.license': 'Licencia #{number}',
  'customerQuote.preparedFor': 'Preparada para {name}',
  'customerQuote.length': 'Longitud',
  'customerQuote.payment.title': 'Opciones de pago',
  'customerQuote.payment.step': 'Pago',
  'customerQuote.payment.share': 'Porcentaje',
  'customerQuote.payment.terms': 'Plazo de las facturas',
  'customerQuote.structure.two_payment': 'Paga en dos partes: un anticipo y el resto al terminar el trabajo.',
  'customerQuote.structure.three_payment':
    'Paga en tres partes: un anticipo, un pago al entregarse los materiales y el resto al terminar el trabajo.',
  'customerQuote.structure.finance': 'Financia el proyecto con el socio de financiamiento del contratista.',
  'customerQuote.terms.net_15': 'Neto 15: cada factura vence a los 15 días',
  'customerQuote.terms.net_30': 'Neto 30: cada factura vence a los 30 días',
  'customerQuote.terms.net_45': 'Neto 45: cada factura vence a los 45 días',
  'customerQuote.terms.due_on_receipt': 'Pago al recibir: cada factura vence al recibirla',
  'customerQuote.disclaimers.title': 'Condiciones y avisos',
  'customerQuote.approve.title': 'Aprobar esta cotización',
  'customerQuote.approve.intro':
    '¿Estás de acuerdo con la cotización? Fírmala escribiendo tu nombre completo abajo.',
  'customerQuote.approve.name': 'Nombre completo (firma)',
  'customerQuote.approve.nameHint': 'Escribir tu nombre aquí es tu firma electrónica.',
  'customerQuote.approve.consent':
    'Apruebo esta cotización y acepto sus condiciones, incluidos el precio y el calendario de pagos de arriba.',
  'customerQuote.approve.submit': 'Aprobar cotización',
  'customerQuote.approved.title': 'Cotización aprobada',
  'customerQuote.approve.successDetail': '¡Gracias! {business} ya puede ver tu aprobación.',
  'customerQuote.decline.title': 'Rechazar esta cotización',
  'customerQuote.decline.intro': '¿No vas a seguir adelante? Puedes rechazar la cotización.',
  'customerQuote.decline.open': 'Rechazar',
  'customerQuote.decline.reason': '¿Por qué la rechazas?',
  'customerQuote.decline.reasonHint': '{business} verá tu respuesta.',
  'customerQuote.decline.count': '{count}/{max}',
  'customerQuote.decline.submit': 'Enviar rechazo',
  'customerQuote.decline.success': 'Cotización rechazada',
  'customerQuote.decline.successDetail': 'Tu respuesta se envió a {business}.',
  'customerQuote.response.title': 'Tu respuesta',
  'customerQuote.response.failed': 'Tu respuesta no se envió',
  'customerQuote.approved.recorded': 'Aprobada el {date}',
  'customerQuote.estimate.title': 'Este es un estimado instantáneo',
  'customerQuote.estimate.detail':
    '{business} se pondrá en contacto contigo para confirmar los detalles y luego te enviará una cotización para aprobar.',
  'customerQuote.approved.next': '¿Tienes preguntas? Comunícate con {business} con los datos de arriba.',
  'customerQuote.declined.title': 'Rechazaste esta cotización',
  'customerQuote.declined.reason': 'Tu motivo: {reason}',
  'customerQuote.declined.changedMind':
    '¿Cambiaste de opinión? Comunícate con {business} con los datos de arriba.',
  'customerQuote.closed.title': 'Esta cotización ya no está abierta para aprobación',
  'customerQuote.closed.detail':
    'Si tienes preguntas sobre ella, comunícate con {business} con los datos de arriba.',
  'customerQuote.signature.name': 'Nombre',
  'customerQuote.signature.signedOnline': 'Firmada en línea escribiendo el nombre de arriba.',
};

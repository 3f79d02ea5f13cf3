// Spanish (Latin American) texts of ../en/estimate.ts: the type demands every one of its keys and no other.
import type { estimate as english } from '../en/estimate';

export const estimate: Record<keyof typeof english, string> = {
  'estimate.line.fence': 'Materiales de la cerca',
  'estimate.line.posts': 'Postes',
  'estimate.line.gate': 'Puerta',
  'estimate.line.doubleGate': 'Puerta doble',
  'estimate.line.concrete': 'Concreto para postes',
  'estimate.line.laborFence': 'Instalación de la cerca',
  'estimate.line.laborPosts': 'Colocación de postes',
  'estimate.line.laborGates': 'Instalación de puertas',
  'estimate.line.excavation': 'Excavación de hoyos para postes',
  'estimate.line.removal': 'Retiro y desecho de la cerca vieja',
  'estimate.line.shipping': 'Entrega de materiales',
  'estimate.line.minimumCharge': 'Cargo mínimo de instalación',
  'estimate.line.tax': 'Impuesto sobre las ventas',
  'estimate.line.programFee': 'Cargo del programa de financiamiento',
  'estimate.item.sections': 'Secciones de cerca entre postes',
  'estimate.item.concreteBags': 'Sacos de concreto para postes',
  'quote.total': 'Total',
  'quote.free': 'Gratis',
  'quote.breakdown.title': 'Desglose del precio',
  'quote.category.materials': 'Materiales',
  'quote.category.labor': 'Mano de obra',
  'quote.category.options': 'Opciones',
  'quote.category.adjustment': 'Ajustes',
  'quote.category.shipping': 'Entrega',
  'quote.category.tax': 'Impuestos',
  'quote.category.financing': 'Financiamiento',
  'quote.category.removal': 'Retiro de la cerca vieja',
  'quote.line.width': '{label}, {width} pies de ancho',
  'quote.line.height': '{label}, {height} pies de alto',
  'quote.line.rate': '{label} ({rate}%)',
  'quote.unit.ft.one': '{count} pie',
  'quote.unit.ft.other': '{count} pies',
  'quote.unit.section.one': '{count} sección',
  'quote.unit.section.other': '{count} secciones',
  'quote.unit.post.one': '{count} poste',
  'quote.unit.post.other': '{count} postes',
  'quote.unit.gate.one': '{count} puerta',
  'quote.unit.gate.other': '{count} puertas',
  'quote.unit.bag.one': '{count} saco',
  'quote.unit.bag.other': '{count} sacos',
  'quote.monthly.amount': 'Pago mensual estimado: {amount} al mes',
  'quote.monthly.terms':
    'Es una estimación a {months} meses con {apr}% de tasa anual (APR), no una oferta de préstamo: la tasa y las condiciones dependen del prestamista.',
  'quote.diagram.title': 'Diagrama de la cerca',
  'quote.diagram.homeownerHint':
    'Un bosquejo de la cerca que cotizamos. Tu contratista mide el trazo exacto en el lugar.',
  'quote.result.summary': '{material} · {feet} pies de cerca · puertas: {gates}',
  'quote.result.monthly': 'o cerca de {amount} al mes con financiamiento (estimación, ver abajo)',
  'quote.result.pricedBy':
    'Calculado con las tarifas de {name}, el contratista que atiende tu código postal.',
  'quote.result.standardRates':
    'Todavía ningún contratista de Picket atiende tu código postal, así que este precio usa las tarifas estándar de Picket.',
  'quote.result.ballpark':
    'Es una estimación aproximada, no un precio final: el contratista lo confirma después de medir en el lugar.',
  'quote.result.nextSteps': '¿Qué sigue?',
  'quote.lead.text': 'Envíame esta cotización por mensaje de texto',
  'quote.lead.connect': 'Conéctame con contratistas locales',
  'quote.lead.text.intro':
    'Déjanos tu nombre y número de celular y te enviaremos esta cotización por mensaje de texto.',
  'quote.lead.connect.intro':
    'Déjanos tus datos y un contratista local con licencia podrá darle seguimiento a esta cotización.',
  'quote.lead.text.submit': 'Enviarme la cotización',
  'quote.lead.connect.submit': 'Conectarme',
  'quote.lead.name': 'Tu nombre',
  'quote.lead.phone': 'Celular',
  'quote.lead.email': 'Correo electrónico (opcional)',
  'quote.lead.consent':
    'Tu nombre, tu número y esta cotización llegan al contratista de cercas que atiende tu código postal, quien podría contactarte al respecto.',
  'quote.lead.failed': 'No pudimos guardar tus datos',
  'quote.lead.saved': 'Tu cotización quedó guardada.',
  'quote.lead.contractorNamed':
    '{name} atiende tu código postal y ya tiene tu cotización. Te puede contactar al {phone}.',
  'quote.lead.contractorMatched':
    'Todavía ningún contratista de Picket atiende tu código postal. Asignaremos tu solicitud a un contratista local verificado, quien te podrá contactar al {phone}.',
  'quote.financing.apply': 'Ver opciones de financiamiento',
  'quote.financing.softCheck':
    'La preaprobación es una consulta de crédito suave y no afecta tu puntaje. Abre el sitio del socio de financiamiento del contratista.',
  'quoteSend.lead.sent': 'Te enviamos tu cotización por mensaje al {phone}.',
  'quoteSend.lead.failed':
    'No pudimos enviarte la cotización por mensaje en este momento; {contractor} se pondrá en contacto contigo.',
  'quoteSend.lead.failedNoContractor':
    'No pudimos enviarte la cotización por mensaje en este momento; el contratista local que te asignemos se pondrá en contacto contigo.',
  'quoteSend.lead.notSent':
    'Esta vez no se envió ningún mensaje, pero tu cotización quedó guardada con tu solicitud.',
};

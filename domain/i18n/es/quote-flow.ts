// Spanish (Latin American) texts of ../en/quote-flow.ts: the type demands every one of its keys and no other.
import type { quoteFlow as english } from '../en/quote-flow';

export const quoteFlow: Record<keyof typeof english, string> = {
  'onboarding.progress': 'Progreso de la configuración',
  'onboarding.stepOf': 'Paso {current} de {total}',
  'quote.material.vinyl': 'Vinilo',
  'quote.material.vinyl.detail':
    'Nunca necesita pintura ni barniz y no se pudre. Cuesta más al principio que la madera.',
  'quote.material.cedar': 'Cedro',
  'quote.material.cedar.detail':
    'Madera natural que resiste la pudrición y los insectos. Necesita tinte o sellador cada pocos años para conservar su color.',
  'quote.material.chain_link': 'Malla ciclónica',
  'quote.material.chain_link.detail':
    'La forma más económica de cercar un patio. Resistente y duradera, pero no da privacidad.',
  'quote.material.aluminum': 'Aluminio',
  'quote.material.aluminum.detail':
    'Un estilo decorativo que nunca se oxida, muy usado alrededor de albercas. Su diseño abierto da poca privacidad.',
  'quote.material.pressure_treated': 'Madera tratada a presión',
  'quote.material.pressure_treated.detail':
    'La cerca de madera más económica. Hay que sellarla, y las tablas pueden torcerse o rajarse con los años.',
  'quote.flow.homeownerTitle': 'Cotiza tu cerca',
  'quote.flow.demoTitle': 'Calculadora de cotizaciones de cercas',
  'quote.flow.subtitle':
    'Tres preguntas rápidas y luego un precio aproximado al instante, con el desglose de materiales, mano de obra y opciones. Sin tarjeta de crédito.',
  'quote.flow.demoContractorNote': '¿Eres contratista de cercas?',
  'quote.flow.demoContractorLink': 'Haz cotizaciones detalladas con tus propias tarifas',
  'quote.flow.step.size': 'Tamaño de la propiedad',
  'quote.flow.step.type': 'Tipo de cerca',
  'quote.flow.step.zip': 'Ubicación',
  'quote.flow.seePrice': 'Ver mi precio',
  'quote.size.modeLabel': '¿Cómo quieres indicar el tamaño?',
  'quote.size.mode.length': 'Sé cuánto mide',
  'quote.size.mode.yard': 'Ayúdame a calcularlo',
  'quote.size.length': 'Largo de la cerca (pies)',
  'quote.size.lengthHint': 'El largo total de cerca que necesitas.',
  'quote.size.yardExplain':
    'Mide tu patio trasero: el ancho a lo largo del fondo y la profundidad desde la casa hasta el fondo. La casa es el cuarto lado, así que la cerca baja por un costado, cruza el fondo y sube por el otro costado: ancho + 2 × profundidad.',
  'quote.size.yardWidth': 'Ancho del patio (pies)',
  'quote.size.yardDepth': 'Profundidad del patio (pies)',
  'quote.size.yardFormula': 'Largo de la cerca = ancho + 2 × profundidad',
  'quote.size.yardResult': '{width} + 2 × {depth} = {total} pies de cerca',
  'quote.size.gates': 'Puertas',
  'quote.size.gatesHint': 'Cada puerta se cotiza como una puerta peatonal de {width} pies.',
  'quote.size.addGate': 'Agregar una puerta',
  'quote.size.removeGate': 'Quitar una puerta',
  'quote.zip.hint': 'Donde va la cerca: el precio usa las tarifas del contratista que atiende tu zona.',
  'quote.result.title': 'Tu estimación de la cerca',
  'quote.result.change': 'Cambiar mis respuestas',
  'quote.result.pricing': 'Calculando el precio de tu cerca...',
  'quote.result.failed': 'No pudimos calcular el precio de tu cerca',
};

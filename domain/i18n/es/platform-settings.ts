// Spanish (Latin American) texts of ../en/platform-settings.ts: the type demands every one of its keys and no other.
import type { platformSettings as english } from '../en/platform-settings';

export const platformSettings: Record<keyof typeof english, string> = {
  'platformSettings.title': 'Configuración de la plataforma',
  'platformSettings.hint':
    'Desde dónde se envían los materiales, y la configuración de entrega e impuestos con la que empiezan los contratistas nuevos. Los contratistas ya registrados conservan la suya.',
  'platformSettings.warehouse': 'Dirección del almacén',
  'platformSettings.warehouseHint': 'Deja todas las casillas vacías si no hay almacén.',
  'platformSettings.shipping': 'Entrega para contratistas nuevos',
  'platformSettings.tax': 'Impuesto sobre las ventas para contratistas nuevos',
  'platformSettings.keyHash': 'Huella de la clave de clientes',
  'platformSettings.keyHashHint':
    'Los primeros dígitos de un SHA-256 de la clave que cifra los datos de los clientes: distingue una clave de otra y no revela nada de ella.',
  'platformSettings.lastChanged': 'Último cambio por {email} el {date}',
  'platformSettings.neverChanged':
    'Nunca se ha cambiado: los contratistas nuevos empiezan con la configuración estándar de Picket.',
  'platformSettings.save': 'Guardar la configuración de la plataforma',
  'platformSettings.saved': 'La configuración de la plataforma quedó guardada',
  'platformSettings.savedDescription':
    'Los contratistas que se registren a partir de ahora empiezan con ella.',
  'platformSettings.saveFailed': 'No se pudo guardar la configuración de la plataforma',
  'platformSettings.loadFailed': 'No se pudo cargar la configuración de la plataforma.',
  'adjustmentTypes.title': 'Tipos de ajuste',
  'adjustmentTypes.hint':
    'Ajustes predefinidos que el generador de cotizaciones ofrece junto a “Agregar ajuste”. Desactiva uno para dejar de ofrecerlo; las cotizaciones que lo usaron conservan sus ajustes.',
  'adjustmentTypes.add': 'Agregar tipo de ajuste',
  'adjustmentTypes.addTitle': 'Agregar un tipo de ajuste',
  'adjustmentTypes.editTitle': 'Editar tipo de ajuste',
  'adjustmentTypes.dialogDescription':
    'Al elegirlo en el generador de cotizaciones, agrega un ajuste con este nombre, la descripción como motivo y el valor calculado en dólares. Todo sigue siendo editable en la cotización.',
  'adjustmentTypes.descriptionHint':
    'Hasta 200 caracteres. Se convierte en el motivo del ajuste; si está vacía, se usa el nombre.',
  'adjustmentTypes.kind': 'Tipo de valor',
  'adjustmentTypes.kind.fixed': 'Monto fijo en dólares',
  'adjustmentTypes.kind.percent': 'Porcentaje del precio antes de ajustes',
  'adjustmentTypes.value': 'Valor predeterminado',
  'adjustmentTypes.valueHint':
    'Negativo para descontar. Dólares de -100,000 a 100,000, o un porcentaje de -100 a 100.',
  'adjustmentTypes.activeLabel': 'Ofrecerlo en el generador de cotizaciones',
  'adjustmentTypes.offered': 'Se ofrece',
  'adjustmentTypes.notOffered': 'No se ofrece',
  'adjustmentTypes.switchOn': 'Ofrecerlo',
  'adjustmentTypes.switchOff': 'Dejar de ofrecerlo',
  'adjustmentTypes.nowOn': '{label} se ofrece en el generador de cotizaciones',
  'adjustmentTypes.nowOff': '{label} ya no se ofrece',
  'adjustmentTypes.empty': 'Todavía no hay tipos de ajuste.',
  'adjustmentTypes.added': 'Tipo de ajuste agregado a la lista',
  'adjustmentTypes.saved': 'Tipo de ajuste guardado',
  'adjustmentTypes.saveFailed': 'No se pudo guardar el tipo de ajuste',
  'adjustmentTypes.loadFailed': 'No se pudieron cargar los tipos de ajuste.',
  'adjustmentTypes.actions': 'Acciones para {label}',
  'adjustmentTypes.pick': 'Agregar un ajuste predefinido',
  'adjustmentTypes.pickPlaceholder': 'Elige uno…',
  'adjustmentTypes.option': '{label} ({value})',
};

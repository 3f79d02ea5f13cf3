// Spanish (Latin American) texts of ../en/follow-ups.ts: the type demands every one of its keys and no other.
import type { followUps as english } from '../en/follow-ups';

export const followUps: Record<keyof typeof english, string> = {
  'followUps.title': 'Seguimientos',
  'followUps.description':
    'Mensajes de texto y correos automáticos que recuerdan a los clientes que no han abierto o respondido una cotización, o pagado el anticipo.',
  'followUps.enabled': 'Enviar seguimientos',
  'followUps.enabledHint':
    'Mientras está desactivado, no se envía ningún seguimiento, digan lo que digan los pasos.',
  'followUps.default': 'Secuencia predeterminada (aún sin guardar)',
  'followUps.steps': 'Pasos',
  'followUps.step': 'Paso {number}',
  'followUps.name': 'Nombre del paso',
  'followUps.trigger': 'Empieza cuando',
  'followUps.trigger.sent_not_viewed': 'Enviada, sin abrir',
  'followUps.trigger.viewed_not_answered': 'Abierta, sin respuesta',
  'followUps.trigger.approved_no_deposit': 'Aprobada, sin anticipo',
  'followUps.delay': 'Esperar',
  'followUps.delayHint': 'Hasta 30 días.',
  'followUps.delayUnit': 'Unidad de la espera',
  'followUps.unit.minutes': 'minutos',
  'followUps.unit.hours': 'horas',
  'followUps.channel': 'Enviar como',
  'followUps.channel.text': 'Un mensaje de texto',
  'followUps.channel.email': 'Un correo electrónico',
  'followUps.messageEn': 'Mensaje (inglés)',
  'followUps.messageEs': 'Mensaje (español)',
  'followUps.messageEsHint':
    'Opcional: mientras esté vacío, los clientes de habla hispana reciben el de inglés.',
  'followUps.placeholders': 'Puedes usar {placeholders}.',
  'followUps.characters': '{count} / {max} caracteres',
  'followUps.active': 'Paso activo',
  'followUps.addStep': 'Agregar paso',
  'followUps.removeStep': 'Quitar el paso {number}',
  'followUps.noSteps': 'Aún no hay pasos: agrega uno para dar seguimiento a tus clientes.',
  'followUps.save': 'Guardar seguimientos',
  'followUps.saved': 'Seguimientos guardados',
  'followUps.saveFailed': 'No se pudieron guardar los seguimientos',
  'followUps.loadFailed': 'No se pudieron cargar los seguimientos',
};

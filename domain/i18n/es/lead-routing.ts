// Spanish (Latin American) texts of ../en/lead-routing.ts: the type demands every one of its keys and no other.
import type { leadRouting as english } from '../en/lead-routing';

export const leadRouting: Record<keyof typeof english, string> = {
  'leadRouting.title': 'Asignación de clientes potenciales',
  'leadRouting.hint':
    'Qué contratista recibe el cliente potencial de un propietario. Las reglas activas que cubren su código postal se prueban por prioridad (1 primero) y luego por nombre, cada una entre sus contratistas que atienden ese código postal; un cliente potencial que ninguna regla asigna va por turnos a todos los que atienden el código postal. El presupuesto instantáneo muestra los precios del primer contratista de la primera regla; el cliente potencial se cotiza con los precios de quien lo recibe.',
  'leadRouting.add': 'Agregar regla',
  'leadRouting.addTitle': 'Agregar una regla de asignación',
  'leadRouting.editTitle': 'Editar la regla de asignación',
  'leadRouting.dialogDescription':
    'Un contratista de la regla solo recibe clientes potenciales de los códigos postales que atiende. Un id de contratista desconocido se rechaza.',
  'leadRouting.name': 'Nombre de la regla',
  'leadRouting.priority': 'Prioridad',
  'leadRouting.priorityHint': 'Del 1 al 100: el 1 se prueba primero',
  'leadRouting.priorityBadge': 'Prioridad {priority}',
  'leadRouting.zipCodes': 'Códigos postales',
  'leadRouting.zipCodesHint': 'Hasta 200, separados por comas o espacios',
  'leadRouting.contractorIds': 'Ids de contratistas',
  'leadRouting.contractorIdsHint':
    'Hasta 25, separados por comas o espacios, en el orden de los turnos (los ids empiezan con c_)',
  'leadRouting.strategy': 'Cómo se reparten',
  'leadRouting.strategy.round_robin': 'Por turnos: cada contratista a su vez',
  'leadRouting.strategy.capacity': 'Por capacidad: quien haya recibido menos hoy, hasta un límite diario',
  'leadRouting.inTurns': 'Por turnos',
  'leadRouting.upToCap': 'Por capacidad: {count} al día cada uno',
  'leadRouting.dailyCapacity': 'Capacidad diaria',
  'leadRouting.dailyCapacityHint':
    'Para reglas por capacidad: el máximo de clientes potenciales que cada contratista recibe en un día de su zona horaria (1 a 1,000)',
  'leadRouting.activeLabel': 'Asignar clientes potenciales con esta regla',
  'leadRouting.on': 'Activa',
  'leadRouting.off': 'Inactiva',
  'leadRouting.switchOn': 'Activar',
  'leadRouting.switchOff': 'Desactivar',
  'leadRouting.nowOn': '{name} ahora asigna clientes potenciales',
  'leadRouting.nowOff': '{name} ya no asigna clientes potenciales',
  'leadRouting.contractors': 'Se reparten entre',
  'leadRouting.unknownContractor': 'Contratista desconocido',
  'leadRouting.empty':
    'Aún no hay reglas: cada cliente potencial va por turnos a los contratistas que atienden su código postal.',
  'leadRouting.loadFailed': 'No se pudieron cargar las reglas de asignación.',
  'leadRouting.added': 'Regla agregada',
  'leadRouting.saved': 'Regla guardada',
  'leadRouting.saveFailed': 'No se pudo guardar la regla',
  'leadRouting.deleteTitle': '¿Eliminar esta regla?',
  'leadRouting.deleteDetail':
    'Los clientes potenciales de los códigos postales de “{name}” seguirán las otras reglas, o irán por turnos a los contratistas que los atienden.',
  'leadRouting.deleted': 'Regla eliminada',
  'leadRouting.deleteFailed': 'No se pudo eliminar la regla',
};

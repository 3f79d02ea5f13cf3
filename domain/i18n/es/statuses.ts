// Spanish (Latin American) texts of ../en/statuses.ts: the type demands every one of its keys and no other.
import type { statuses as english } from '../en/statuses';

export const statuses: Record<keyof typeof english, string> = {
  'quoteStatus.draft': 'Borrador',
  'quoteStatus.sent': 'Enviada',
  'quoteStatus.approved': 'Aprobada',
  'quoteStatus.scheduled': 'Programada',
  'quoteStatus.completed': 'Completada',
  'quoteStatus.paid': 'Pagada',
  'quoteStatus.lost': 'Perdida',
  'quoteStatus.converted_to_job': 'Convertida en trabajo',
  'jobStatus.unscheduled': 'Sin programar',
  'jobStatus.scheduled': 'Programado',
  'jobStatus.in_progress': 'En curso',
  'jobStatus.paused': 'En pausa',
  'jobStatus.completed': 'Terminado',
  'jobStatus.cancelled': 'Cancelado',
  'jobStatus.rescheduled': 'Reprogramado',
  'messageStatus.queued': 'En cola',
  'messageStatus.sent': 'Enviado',
  'messageStatus.delivered': 'Entregado',
  'messageStatus.failed': 'Fallido',
  'messageStatus.received': 'El cliente respondió',
  'milestoneStatus.pending': 'Pendiente',
  'milestoneStatus.invoiced': 'Facturado',
  'milestoneStatus.paid': 'Pagado',
};

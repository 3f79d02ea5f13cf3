// Spanish (Latin American) texts of ../en/contractor-page.ts: the type demands every one of its keys and no other.
import type { contractorPage as english } from '../en/contractor-page';

export const contractorPage: Record<keyof typeof english, string> = {
  'contractorPage.title': '{business}: cotizaciones de cercas al instante',
  'contractorPage.contact': 'Cómo contactar a {business}',
  'contractorPage.call': 'Llamar al {phone}',
  'contractorPage.license': 'Número de licencia {number}',
  'contractorPage.insurance': 'Póliza de seguro {number}',
  'contractorPage.about': 'Acerca de {business}',
  'contractorPage.serviceAreas': 'Códigos postales que atendemos',
  'contractorPage.calculator.title': 'Calcula el precio de tu cerca',
  'contractorPage.calculator.intro':
    'Tres preguntas rápidas y luego un precio aproximado con las tarifas de {business}. Deja tu número y tu solicitud les llega directamente.',
  'contractorPage.reviews.title': 'Lo que dicen los clientes',
  'contractorPage.reviews.stars': 'Calificación de {rating} de 5 estrellas',
  'contractorPage.reviews.average': 'Calificación promedio de {average} de 5',
  'contractorPage.reviews.countOne': 'de 1 reseña',
  'contractorPage.reviews.countMany': 'de {count} reseñas',
  'contractorPage.faqs.title': 'Preguntas y respuestas',
};

// Spanish (Latin American) texts of ../en/contractor-embed.ts: the type demands every one of its keys and no other.
import type { contractorEmbed as english } from '../en/contractor-embed';

export const contractorEmbed: Record<keyof typeof english, string> = {
  'contractorPage.notFound.pageTitle': 'Página del contratista no encontrada',
  'contractorPage.notFound.title': 'No encontramos a este contratista',
  'contractorPage.notFound.detail':
    'Puede que la dirección esté mal escrita o que la empresa ya no tenga una página aquí. Aun así, puedes calcular el precio de tu cerca en un minuto.',
  'contractorPage.notFound.quote': 'Obtener una cotización de cerca al instante',
  'contractorPage.embed.title': '{business}: calculadora de precios de cercas',
  'contractorPage.embed.heading': 'Obtén el precio de tu cerca con {business}',
  'contractorPage.embed.poweredBy': 'Con la tecnología de Picket',
};

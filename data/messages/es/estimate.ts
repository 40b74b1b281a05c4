import { business } from '../../business';
import type { estimate as english } from '../en/estimate';

export const estimate: typeof english = {
  estimate: 'Presupuesto',
  estimateNamed: (name: string) => `Presupuesto ${name}`,
  yourEstimate: (name: string) => `Su presupuesto ${name}`,
  approvedBy: (option: string, name: string, at: string) => `Aprobado: ${option}, por ${name}, el ${at}`,
  dateAt: (date: string, clock: string) => `${date} a las ${clock}`,
  visit: 'Visita',
  customer: 'Cliente',
  address: 'Dirección',
  appliance: 'Aparato',
  approveBy: 'Aprobar antes del',
  option: (position: number) => `Opción ${position}`,
  optionTitled: (position: number, title: string) => `Opción ${position}: ${title}`,
  serviceCallFee: 'Visita de diagnóstico',
  labour: 'Mano de obra',
  parts: 'Piezas',
  taxOnParts: (state: string, rate: string) =>
    `Impuesto sobre las ventas de ${state === 'DC' ? 'DC' : 'Maryland'} en piezas (${rate} %)`,
  feeCredited: 'Visita de diagnóstico descontada',
  total: 'Total de la opción',
  pdfQuestions: `¿Preguntas sobre este presupuesto? Llame al ${business.phone.display}. ${business.name}.`,
  intro: (service: string, expires: string) =>
    `Este es el presupuesto de su ${service.toLowerCase()}. Elija una opción y apruébela en la página de su visita${expires ? ` antes del ${expires}` : ''}; no pedimos nada hasta que usted la apruebe.`,
  reviewAndApprove: 'Revisar y aprobar',
  callToApprove: `Llámenos para aprobarlo: ${business.phone.display}`,
  fromTechnician: 'De su técnico',
  questions: `¿Preguntas? Llame al ${business.phone.display}.`,
};

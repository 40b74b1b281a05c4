import type { common as english } from '../../en/pages/common';
import { beforeTime } from '../before';

/** Each service's appliance, one of them, keyed by the service's Spanish name (data/site/es/services.ts). */
const oneAppliance: Record<string, string> = {
  'Reparación de lavadoras': 'Lavadora',
  'Reparación de secadoras': 'Secadora',
  'Reparación de refrigeradores': 'Refrigerador',
  'Reparación de congeladores': 'Congelador',
  'Reparación de hornos': 'Horno',
  'Reparación de estufas': 'Estufa',
  'Reparación de parrillas de cocina': 'Parrilla de cocina',
  'Reparación de lavaplatos': 'Lavaplatos',
  'Reparación de microondas': 'Microondas',
  'Reparación de máquinas de hielo': 'Máquina de hielo',
  'Reparación de trituradores de basura': 'Triturador de basura',
};

export const common: typeof english = {
  bookRepairNow: 'Reservar una reparación',
  callNow: 'Llamar ahora',
  emergencyTitle: '¿Una emergencia con un electrodoméstico?',
  emergencyText:
    'Agua que se extiende por el piso de la cocina, un congelador lleno de comida que se está calentando, una secadora que huele a quemado: eso no puede esperar a la semana que viene. Llámenos y le mandamos un técnico lo más pronto posible, los siete días de la semana.',
  bookVisitTitle: 'Reserve una visita',
  bookVisitLead: 'Elija en línea un horario de llegada de dos horas en más o menos un minuto.',
  bookVisitFeeStrong: (fee) => `Visita de diagnóstico: ${fee}`,
  bookVisitFeeRest: (bookBy) =>
    `, que se descuenta de la reparación. Visitas el mismo día si reserva ${beforeTime(bookBy)}.`,
  bookByOn: (time, days) => `${time} los ${days}`,
  zipCode: 'Código postal',
  appliance: 'Electrodoméstico',
  chooseOne: 'Elija uno',
  seeWindows: 'Ver horarios de llegada',
  bookOnline: 'Reservar en línea',
  applianceOf: (serviceName) => oneAppliance[serviceName] ?? 'Electrodoméstico',
  repairOf: (appliance) => `Reparación de ${appliance.toLocaleLowerCase('es-US')}`,
  yourZip: 'Su código postal',
  checkMyArea: '¿Llegamos a mi zona?',
  zipHint: 'Cinco dígitos, por ejemplo 20901.',
  ratingOutOf: (rating, best) => `${rating} de ${best}`,
  ratingFrom: (count) => `en ${count} reseñas`,
  rated: (rating, best) => `Calificación de ${rating} de ${best}`,
  reviewsEyebrow: 'Reseñas',
  verifiedCustomer: 'Cliente verificado',
  visited: 'Visita en',
  breadcrumb: 'Ruta de navegación',
  statYears: 'Años en el negocio',
  statSince: 'Al servicio del área de DC desde',
  statCustomers: 'Clientes atendidos',
  statRating: (count) => `Calificación en ${count} reseñas`,
  statWarranty: (days) => `${days} días`,
  statWarrantyLabel: 'Garantía de piezas y mano de obra',
};

import { cooktop as english } from '../cooktop';
import type { ServiceDetail } from '../types';
import { translatedDetail } from './text';

export const cooktop: ServiceDetail = translatedDetail(english, {
  intro: [
    'Una parrilla de cocina (cooktop) empotrada en la cubierta hace más falta de lo que parece, porque no hay un horno debajo al cual recurrir. Reparamos parrillas de vidrio radiantes, de inducción y de gas, modelos con extractor descendente (downdraft) y parrillas profesionales (rangetops) en islas y cubiertas en todo el Distrito y Maryland.',
    'Las parrillas de vidrio y de inducción son tanto aparatos electrónicos como aparatos de calor: los controles táctiles, las tarjetas de potencia, los limitadores de temperatura y los ventiladores de enfriamiento suelen fallar mucho antes que el vidrio. Cuando se puede, hacemos el diagnóstico con la parrilla en su lugar, y solo la sacamos de la cubierta cuando la reparación lo requiere.',
  ],
  problems: [
    {
      symptom: 'Una zona de la parrilla de vidrio no calienta',
      cause:
        'Una resistencia radiante abierta, un limitador dañado en esa zona, o el interruptor o el relé que la alimenta. Medimos cada pieza, porque una resistencia que ya no funciona muchas veces se ve perfectamente normal a través del vidrio.',
    },
    {
      symptom: 'La zona de inducción dice que no hay olla, o parpadea un símbolo',
      cause:
        'Puede que la olla no sea lo bastante magnética o que sea demasiado pequeña para la zona: un imán de refrigerador en su base se lo dirá. Si aun así rechaza una olla adecuada, la falla está en la bobina de inducción o en su tarjeta de potencia.',
    },
    {
      symptom: 'Los controles táctiles no responden o pitan solos',
      cause:
        'Agua, un derrame o restos de limpiador sobre los controles, el bloqueo de controles activado o una tarjeta táctil que está fallando. Una limpieza y un reinicio resuelven algunos casos; los demás necesitan la tarjeta.',
    },
    {
      symptom: 'Vidrio rajado o despostillado',
      cause:
        'Una olla pesada que cayó en el borde, o azúcar que se derritió sobre la superficie caliente y jaló el vidrio al enfriarse. Una rajadura deja que los derrames lleguen al cableado, así que deje de usarla; en la mayoría de los modelos cambiamos la superficie de vidrio como un conjunto completo.',
    },
    {
      symptom: 'El quemador de gas no prende o prende con poca llama',
      cause:
        'Una cabeza de quemador tapada, una tapa mal colocada después de limpiar o un encendedor de cerámica rajado. En las parrillas de quemadores sellados, el encendedor y la tapa son los sospechosos de siempre, y llevamos los tamaños más comunes.',
    },
    {
      symptom: 'Código de error, y luego la parrilla se apaga',
      cause:
        'Los modelos de inducción y de vidrio se apagan solos cuando falla un ventilador de enfriamiento, un sensor de temperatura marca fuera de rango o los controles pierden contacto con la tarjeta de potencia. Si el modelo guarda un historial de fallas, lo leemos primero.',
    },
    {
      symptom: 'El extractor descendente no sube o casi no jala aire',
      cause:
        'Un motor de elevación dañado o un engranaje barrido, un filtro de grasa tan tapado que el ventilador no puede mover el aire o una compuerta del ducto trabada. Limpiamos lo que podemos alcanzar y le decimos si el ducto mismo necesita trabajo.',
    },
    {
      symptom: 'La zona sigue caliente después de apagarla, o calienta sola',
      cause:
        'Un relé trabado en la tarjeta de potencia o un interruptor con los contactos soldados. Apague la parrilla desde el breaker y déjela así hasta que la revisemos.',
    },
  ],
  brandsText:
    'Reparamos todas las marcas principales de parrillas de cocina, incluidas las de inducción Bosch y GE, las de vidrio radiante Frigidaire y Whirlpool, las unidades con extractor descendente KitchenAid y Jenn-Air, y los modelos de gas y de inducción Wolf, Thermador y Miele de las cocinas de alta gama.',
  visit: [
    'Probamos cada zona o quemador y leemos los códigos de falla guardados',
    'Revisamos el cableado y el breaker que alimentan la parrilla',
    'Un precio claro, y una respuesta directa sobre si vale la pena cambiar el vidrio o una tarjeta',
    'Una prueba final de cada zona con sus propias ollas',
  ],
});

import { garbageDisposal as english } from '../garbage-disposal';
import type { ServiceDetail } from '../types';
import { translatedDetail } from './text';

export const garbageDisposal: ServiceDetail = translatedDetail(english, {
  intro: [
    'Un triturador de basura que zumba, se atasca o gotea dentro del gabinete deja el fregadero de la cocina fuera de servicio, y los platos se acumulan rápido. Reparamos y cambiamos trituradores de alimentación continua y por lotes, y revisamos la línea de desagüe y la conexión del lavaplatos que comparten su plomería.',
    'Muchas llamadas por trituradores son atascos que liberamos en minutos con la llave hexagonal que encaja en la parte de abajo de la unidad. Cuando el motor se quemó o la cámara de trituración se oxidó de lado a lado, rara vez vale la pena repararlo; le mostramos por qué y, si usted quiere, podemos instalar uno nuevo en la misma visita.',
  ],
  problems: [
    {
      symptom: 'Zumba pero no gira',
      cause:
        'Un atasco: una semilla de durazno, un hueso o una tapa de botella atorada entre el plato giratorio y el anillo triturador. Apáguelo de inmediato; un zumbido largo dispara el protector de sobrecarga o quema el motor. Lo liberamos desde abajo con una llave hexagonal.',
    },
    {
      symptom: 'No hace ningún ruido al encenderlo',
      cause:
        'Se disparó el botón rojo de reinicio de la parte de abajo, falló el interruptor de pared o su cableado, o el tomacorriente de debajo del fregadero depende de un GFCI disparado. Revisamos cada una de estas cosas antes de culpar al motor.',
    },
    {
      symptom: 'Gotea por la parte de abajo de la unidad',
      cause:
        'Si el agua sale por el fondo, fallaron los sellos internos y ninguna reparación dura. La buena noticia es que en la mayoría de las cocinas un triturador nuevo encaja en el mismo anillo de montaje, y este precio incluye la unidad nueva.',
    },
    {
      symptom: 'Gotea en la brida del fregadero o en las conexiones laterales',
      cause:
        'Masilla de plomero reseca debajo de la brida del fregadero, un anillo de montaje flojo o un empaque gastado donde la manguera del lavaplatos o el tubo de desagüe se une al triturador. Estas fugas las volvemos a sellar y las apretamos.',
    },
    {
      symptom: 'Desagua despacio o el agua sube por el otro lado del fregadero',
      cause:
        'Comida apelmazada en la trampa o en el tubo después del triturador, muchas veces cáscaras de papa, arroz o restos de café, o un triturador con el anillo tan gastado que ya no tritura fino.',
    },
    {
      symptom: 'Ruido de roce, traqueteo o metal contra metal',
      cause:
        'Se cayó una cuchara, un tornillo o un anillo dentro de la cámara, o se rompió una paleta del plato giratorio. Apague el interruptor y el breaker antes de meter la mano; mejor aún, deje que nosotros lo saquemos.',
    },
    {
      symptom: 'Un mal olor que vuelve después de limpiarlo',
      cause:
        'Comida atrapada debajo del protector de hule contra salpicaduras y en las paredes de la cámara, o una línea de desagüe que se está tapando poco a poco. Limpiamos el protector, enjuagamos la línea y revisamos la trampa.',
    },
    {
      symptom: 'El botón de reinicio se dispara una y otra vez',
      cause:
        'Un motor que se esfuerza contra un atasco parcial, ratos largos de uso sin suficiente agua fría o un motor al final de su vida útil. Si se dispara con la cámara vacía, lo honesto es cambiarlo.',
    },
  ],
  brandsText:
    'Reparamos e instalamos todas las marcas principales de trituradores de basura, incluidas las unidades InSinkErator y Badger que hay debajo de la mayoría de los fregaderos del área de DC, los modelos de alimentación continua Waste King y Moen, y los trituradores por lotes de GE y KitchenAid.',
  visit: [
    'Liberamos el atasco y reiniciamos el motor, o buscamos por qué no funciona',
    'Revisamos la brida del fregadero, la entrada del lavaplatos y el desagüe por si hay fugas',
    'Un presupuesto para reparar o para cambiar, con el precio de una unidad nueva incluido',
    'Pasamos agua y restos de comida para comprobar que tritura, desagua y no gotea',
  ],
});

import { iceMaker as english } from '../ice-maker';
import type { ServiceDetail } from '../types';
import { translatedDetail } from './text';

export const iceMaker: ServiceDetail = translatedDetail(english, {
  intro: [
    'Un congelador que deja de hacer hielo rara vez es una emergencia, pero es una de las llamadas que más recibimos, sobre todo en julio y agosto. Reparamos las máquinas de hielo integradas de los refrigeradores, los dispensadores en la puerta de los modelos de puertas francesas y las máquinas de hielo independientes que van debajo de la cubierta.',
    'Muchas veces los problemas de la máquina de hielo son problemas de agua disfrazados: un filtro vencido, una línea de suministro doblada detrás del refrigerador o una válvula de montura casi cerrada. Revisamos el recorrido del agua antes de cambiar un módulo, porque una máquina de hielo nueva a la que le llega poca agua falla de la misma manera.',
  ],
  problems: [
    {
      symptom: 'No hace nada de hielo',
      cause:
        'Un tubo de llenado congelado, una válvula de entrada de agua dañada, una máquina de hielo apagada desde su brazo o su botón, o un congelador a más de unos 10°F, demasiado caliente para que la máquina de hielo complete su ciclo.',
    },
    {
      symptom: 'Cubos pequeños, huecos o deformes',
      cause:
        'Poca presión de agua en la válvula, por lo general por un filtro de agua tapado o una llave de paso medio cerrada. La máquina de hielo abre su válvula solo unos segundos, así que necesita un buen chorro.',
    },
    {
      symptom: 'Cubos pegados unos con otros en el depósito',
      cause:
        'Hielo que se derrite en parte y se vuelve a congelar: poco uso, un congelador que trabaja demasiado caliente o una compuerta del dispensador que no cierra y deja entrar aire tibio.',
    },
    {
      symptom: 'Gotea agua de la máquina de hielo o del dispensador',
      cause:
        'Un vaso de llenado rajado, una válvula de entrada que gotea o una conexión que gotea en la línea de suministro detrás del refrigerador. Una fuga lenta debajo de un refrigerador puede arruinar un piso de madera, así que cierre el agua hasta que lleguemos.',
    },
    {
      symptom: 'El dispensador no saca hielo',
      cause:
        'Un conducto congelado, un motor del sinfín roto o un motor de la compuerta del dispensador dañado. En los modelos de puertas francesas, el compartimiento del hielo en la puerta muchas veces se llena de escarcha por un empaque gastado.',
    },
    {
      symptom: 'El hielo sabe o huele mal',
      cause:
        'Un filtro de agua viejo, cubos que pasan semanas en el depósito absorbiendo los olores del congelador o una línea de suministro de plástico nueva. Cambiamos el filtro, limpiamos el depósito y purgamos la línea.',
    },
    {
      symptom: 'Hace demasiado hielo y se desborda el depósito',
      cause:
        'Un brazo de apagado doblado o trabado o, en los modelos más nuevos, un sensor óptico empañado por la escarcha, de modo que la máquina de hielo nunca se entera de que el depósito está lleno.',
    },
    {
      symptom: 'La máquina de hielo de debajo de la cubierta hace poco o nada',
      cause:
        'Serpentines del condensador sucios, sarro del agua dura en la placa del evaporador o una bomba de agua dañada. Estas máquinas necesitan que se les quite el sarro y se limpien más o menos una vez al año para rendir bien.',
    },
  ],
  brandsText:
    'Reparamos todas las marcas principales de máquinas de hielo: las de los refrigeradores Whirlpool, GE, Samsung, LG y Frigidaire, las empotradas Sub-Zero y las máquinas de debajo de la cubierta de Scotsman, U-Line y Manitowoc, en bares caseros y sótanos.',
  visit: [
    'Medimos la presión del agua, probamos la válvula de entrada y revisamos la fecha del filtro',
    'Medimos la temperatura del congelador y forzamos un ciclo de descarga de hielo',
    'Acordamos el precio con usted antes de cambiar cualquier cosa',
    'Esperamos el primer llenado para ver correr el agua y caer el hielo',
  ],
});

import { washer as english } from '../washer';
import type { ServiceDetail } from '../types';
import { translatedDetail } from './text';

export const washer: ServiceDetail = translatedDetail(english, {
  headline: 'Reparación de lavadoras en DC y Maryland, por lo general el mismo día',
  intro: [
    'Una lavadora que se detiene a mitad de una carga lo deja con el tambor lleno de ropa empapada y, muchas veces, con agua donde no debería haberla. Reparamos lavadoras de carga superior y de carga frontal, centros de lavado apilados en los clósets de los condominios y juegos de lavadora y secadora en los sótanos, en todo el Distrito y los suburbios de Maryland.',
    'Nuestros técnicos llevan en la camioneta bombas de desagüe, interruptores de tapa, cerraduras de puerta, válvulas de entrada de agua, correas y acopladores, así que la mayoría de las lavadoras vuelven a funcionar en una sola visita. Antes de empezar le decimos qué falló y cuánto cuesta, y si no vale la pena reparar la máquina, se lo decimos.',
  ],
  problems: [
    {
      symptom: 'Queda agua en el tambor después del ciclo',
      cause:
        'Por lo general es el filtro de la bomba de desagüe tapado (la trampa de monedas detrás del panel inferior de las lavadoras de carga frontal), un calcetín atorado en la bomba o una manguera de desagüe doblada. Si la bomba zumba pero no saca el agua, la que falló es la bomba.',
    },
    {
      symptom: 'No centrifuga, o centrifuga muy despacio',
      cause:
        'En las de carga superior suele ser una correa gastada, un acoplador del motor roto o un interruptor de tapa dañado; en las de carga frontal, una cerradura de puerta que nunca avisa que la puerta está cerrada. Una carga desbalanceada también puede detener el centrifugado, así que primero descartamos eso.',
    },
    {
      symptom: 'Gotea agua en el piso',
      cause:
        'En las de carga frontal, el fuelle de la puerta roto o con moho; también una manguera de llenado rajada, un sello de la bomba que gotea o demasiado detergente, que hace que la espuma se salga por el respiradero. El lugar donde se forma el charco nos dice cuál de ellos es.',
    },
    {
      symptom: 'Vibra, golpea o se mueve por el piso',
      cause:
        'Amortiguadores o resortes de suspensión gastados, patas desniveladas o, en una máquina nueva, los tornillos de transporte que nunca se quitaron. Si no se arregla a tiempo, la vibración daña la tina y el piso.',
    },
    {
      symptom: 'No se llena, o se llena muy despacio',
      cause:
        'Las rejillas de la válvula de entrada de agua tapadas (algo común con la plomería antigua de DC y el agua dura), una bobina de la válvula de entrada dañada o llaves de paso abiertas solo a medias.',
    },
    {
      symptom: 'Olor a humedad en una lavadora de carga frontal',
      cause:
        'Una capa de residuos y bacterias en el fuelle de la puerta, el cajón del detergente y el filtro de la bomba de desagüe, que empeora si se usa detergente común en una máquina HE (de alta eficiencia) y si la puerta se deja siempre cerrada. Limpiamos lo que se puede limpiar y cambiamos el fuelle que ya no tiene remedio.',
    },
    {
      symptom: 'La puerta no se traba, no abre o la lavadora no arranca',
      cause:
        'Una cerradura de puerta o un interruptor de tapa dañado, que por seguridad detiene todos los ciclos; con menos frecuencia, una falla de la tarjeta de control. El código de error en la pantalla ayuda a precisarlo.',
    },
    {
      symptom: 'Un ruido fuerte y áspero, o un rugido, al centrifugar',
      cause:
        'Rodamientos de la tina gastados, por lo general después de que el sello de la tina dejó pasar agua hasta ellos, o una moneda o la varilla de un brasier sonando dentro de la bomba. Cambiar los rodamientos a tiempo sale más barato que una máquina nueva.',
    },
  ],
  brandsText:
    'Reparamos todas las marcas principales de lavadoras, desde Whirlpool de transmisión directa con veinte años de uso hasta las lavadoras de carga frontal más recientes de Samsung y LG, las compactas de Bosch y Miele en los clósets de los condominios y las Speed Queen hechas para durar. Usamos piezas de la misma calidad que las de fábrica y llevamos con nosotros las que fallan con más frecuencia.',
  visit: [
    'Antes que nada revisamos el filtro de la bomba de desagüe, las mangueras y el fuelle de la puerta',
    'Ponemos la lavadora a llenar, agitar y centrifugar para ver la falla en el momento en que ocurre',
    'Usted conoce el precio antes de que saquemos una herramienta',
    'Una carga de prueba después de la reparación, y revisamos debajo de la máquina por si gotea',
  ],
});

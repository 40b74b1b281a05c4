import { dishwasher as english } from '../dishwasher';
import type { ServiceDetail } from '../types';
import { translatedDetail } from './text';

export const dishwasher: ServiceDetail = translatedDetail(english, {
  intro: [
    'Un lavaplatos que deja un charco o una rejilla llena de platos sucios convierte una tarea de cinco minutos en una noche frente al fregadero. Reparamos lavaplatos empotrados, de cajón y compactos en cocinas de DC y los suburbios de Maryland, y en cada visita también revisamos debajo del fregadero el suministro de agua y la conexión del desagüe.',
    'Las bombas de desagüe, los motores de lavado, las válvulas de entrada, los interruptores de flotador, los seguros de la puerta y los brazos rociadores causan la mayoría de las llamadas por lavaplatos, y los llevamos con nosotros. En algunas partes de la zona el agua dura también deja sarro, y con eso una máquina en buen estado lava mal, así que lo revisamos antes de culpar a una pieza.',
  ],
  problems: [
    {
      symptom: 'Agua estancada en el fondo después de un ciclo',
      cause:
        'Un filtro tapado debajo del brazo rociador inferior, una manguera de desagüe doblada detrás del gabinete, un triturador de basura nuevo al que nunca le quitaron el tapón de fábrica o una bomba de desagüe dañada. Empezamos por el filtro y seguimos hacia el fregadero.',
    },
    {
      symptom: 'Los platos salen sucios o con arenilla',
      cause:
        'Orificios del brazo rociador tapados con semillas o vidrio, un motor de lavado gastado, poca agua por una rejilla de entrada tapada o agua que nunca se calienta lo suficiente. Dejar correr el agua de la llave de la cocina hasta que salga caliente antes de empezar un ciclo es una prueba gratis.',
    },
    {
      symptom: 'Gotea agua en el piso de la cocina',
      cause:
        'Un empaque de la puerta gastado, un brazo rociador rajado que lanza el agua contra la puerta, una abrazadera floja en la manguera de desagüe o espuma porque se usó jabón de lavar trastes a mano. El lugar donde aparece el agua, debajo de la puerta o debajo del zócalo, nos dice dónde buscar.',
    },
    {
      symptom: 'No arranca, o se detiene a mitad del ciclo',
      cause:
        'Un interruptor del seguro de la puerta que no detecta que la puerta está cerrada, un fusible térmico fundido en el control o una tarjeta de control que está fallando. Antes de abrir nada descartamos un bloqueo para niños o un inicio diferido que quedó activado.',
    },
    {
      symptom: 'No se llena de agua',
      cause:
        'Una válvula de entrada dañada, una llave de paso debajo del fregadero abierta solo en parte, o un interruptor de flotador levantado por basura, de modo que la máquina cree que ya está llena.',
    },
    {
      symptom: 'Los platos siguen mojados al final',
      cause:
        'En los modelos que secan con calor, una resistencia quemada o un termostato de límite alto; en los de secado por condensación, como Bosch, muchas veces es el depósito de abrillantador vacío. Lo primero es una pieza; lo segundo, una botella de la tienda.',
    },
    {
      symptom: 'Ruido de roce, zumbido o traqueteo fuerte',
      cause:
        'Vidrio roto o una semilla de fruta atrapada en la bomba, rodamientos del motor de lavado gastados o un brazo rociador que choca con una olla alta. Un zumbido sin que se mueva el agua casi siempre significa que la bomba está trabada o dañada.',
    },
    {
      symptom: 'La puerta se cae de golpe o no se queda cerrada',
      cause:
        'Resortes o cables de la puerta rotos a los lados de las bisagras, o un seguro gastado. Sin resortes, la puerta cae de golpe por su propio peso y al poco tiempo dobla las bisagras.',
    },
  ],
  brandsText:
    'Reparamos todas las marcas principales de lavaplatos, desde los Bosch que hay en tantas cocinas de condominios de DC hasta los empotrados KitchenAid y Whirlpool, los modelos Miele y Thermador para revestir con panel y los lavaplatos de cajón de Fisher & Paykel.',
  visit: [
    'Revisamos el filtro, los brazos rociadores y la conexión del desagüe en el fregadero',
    'Medimos la temperatura del agua de llenado y observamos un ciclo corto',
    'Usted conoce el precio antes de que empecemos',
    'Después de la reparación ponemos un ciclo y revisamos debajo de la puerta por si gotea',
  ],
});

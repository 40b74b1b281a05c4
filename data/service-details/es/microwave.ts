import { microwave as english } from '../microwave';
import type { ServiceDetail } from '../types';
import { translatedDetail } from './text';

export const microwave: ServiceDetail = translatedDetail(english, {
  intro: [
    'Un microondas sobre la estufa es parte de la cocina: va atornillado a la pared y al gabinete de arriba y muchas veces también hace de campana extractora, así que cambiarlo es un trabajo más grande de lo que parece. Reparamos microondas sobre la estufa, empotrados, de cajón y con marco de empotrar, y le decimos con honestidad cuando sale más barato reemplazar un modelo de mesa.',
    'Todo microondas tiene un capacitor de alto voltaje que guarda una carga peligrosa aun después de desconectarlo, así que por favor no le quite la carcasa. Nuestros técnicos lo descargan de forma segura y luego prueban el magnetrón, el diodo, el capacitor, los interruptores de la puerta y los fusibles, uno por uno, antes de darle un precio.',
  ],
  problems: [
    {
      symptom: 'Funciona y la luz prende, pero la comida sigue fría',
      cause:
        'Falló el circuito de alto voltaje: por lo general el diodo o el magnetrón, a veces el capacitor o el transformador. El plato giratorio y la luz funcionan con el lado de bajo voltaje, y por eso todo lo demás parece normal.',
    },
    {
      symptom: 'No da señales de vida y la pantalla está apagada',
      cause:
        'Un fusible principal fundido, muchas veces después de que un interruptor de la puerta falló e hizo corto, o una tarjeta de control que se quedó sin corriente. Si un fusible se vuelve a fundir es porque la causa sigue ahí, así que la encontramos antes de poner uno nuevo.',
    },
    {
      symptom: 'Chispas o arcos eléctricos adentro',
      cause:
        'La cubierta de la guía de ondas (el panel pequeño de la pared lateral) empapada de salpicaduras y quemándose, pintura que se pela por dentro o metal donde no debería haberlo. Una cubierta chamuscada es barata de cambiar; un interior quemado de lado a lado puede ser el fin del microondas.',
    },
    {
      symptom: 'El plato giratorio no gira',
      cause:
        'Un motor del plato giratorio dañado, debajo del piso del interior, o un acoplador rajado. La comida se sigue calentando, pero de forma dispareja: hirviendo en las orillas y congelada en el centro.',
    },
    {
      symptom: 'Arranca solo o no se detiene',
      cause:
        'Un teclado con una tecla en corto, por lo general por el vapor o un derrame, o un relé trabado en la tarjeta de control. Desconéctelo y no lo use hasta que lo revisemos.',
    },
    {
      symptom: 'Zumbido fuerte mientras calienta',
      cause:
        'Un magnetrón o un diodo de alto voltaje que está fallando zumba, y el ruido va aumentando en unas pocas semanas. Un ruido de roce apunta más bien al motor del plato giratorio o al ventilador de enfriamiento.',
    },
    {
      symptom: 'No funciona el extractor o la luz que alumbra la estufa',
      cause:
        'En los modelos sobre la estufa, un motor del extractor, un relé de la tarjeta de control o un foco fundido. Aquí el extractor importa, porque es el que saca el vapor y la grasa de la estufa de abajo.',
    },
    {
      symptom: 'La puerta no cierra bien, o se detiene cuando alguien la golpea',
      cause:
        'Un gancho del seguro de la puerta roto o un interruptor de la puerta gastado. Los interruptores de seguridad impiden que el microondas funcione con la puerta abierta, así que los cambiamos todos juntos y probamos cada uno.',
    },
  ],
  brandsText:
    'Reparamos todas las marcas principales de microondas, sobre todo los modelos sobre la estufa de GE, Whirlpool, Samsung y LG, los empotrados de KitchenAid y Bosch, y los microondas de cajón Sharp y Wolf de las cocinas con isla.',
  visit: [
    'Descargamos el capacitor de forma segura y probamos las piezas de alto voltaje',
    'Revisamos los interruptores de la puerta, el fusible y la tarjeta de control',
    'Un precio firme, o le decimos con franqueza que uno nuevo cuesta menos',
    'Una prueba cronometrada con agua para confirmar que calienta a toda potencia',
  ],
});

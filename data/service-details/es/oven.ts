import { oven as english } from '../oven';
import type { ServiceDetail } from '../types';
import { translatedDetail } from './text';

export const oven: ServiceDetail = translatedDetail(english, {
  intro: [
    'Un horno nunca escoge una semana tranquila para fallar: se daña la mañana de Acción de Gracias o la noche en que llegan los invitados. Reparamos hornos eléctricos y de gas, hornos de pared sencillos y dobles y la parte del horno de las estufas independientes, en DC y los suburbios de Maryland.',
    'La mayoría de las fallas de un horno se reducen a una lista corta de piezas: resistencias para hornear y para asar, encendedores de gas, sensores de temperatura, cerraduras de puerta y tarjetas de control. Llevamos las más comunes, probamos cada una con un multímetro antes de cambiarla y, antes de dar la reparación por terminada, la comprobamos con un termómetro dentro del horno.',
  ],
  problems: [
    {
      symptom: 'No calienta para nada',
      cause:
        'En un horno eléctrico, una resistencia para hornear que se quemó (muchas veces se ve la ampolla o la rotura) o un fusible térmico fundido. En un horno de gas, un encendedor débil que se pone al rojo pero nunca consume la corriente suficiente para abrir la válvula de gas.',
    },
    {
      symptom: 'Tarda muchísimo en precalentar',
      cause:
        'La causa clásica es un encendedor de gas gastado: se queda anaranjado un minuto o más antes de que prenda el quemador. En los hornos eléctricos puede que una resistencia no funcione, y el horno intenta precalentar solo con la resistencia de asar.',
    },
    {
      symptom: 'La temperatura se desvía 25 grados o más',
      cause:
        'Un sensor de temperatura defectuoso (la sonda delgada al fondo del horno), una conexión del sensor floja o un empaque de la puerta que deja escapar el calor. Muchos hornos también nos permiten corregir la desviación, y lo hacemos una vez resuelto lo de la pieza.',
    },
    {
      symptom: 'Hornea de forma dispareja o quema por abajo',
      cause:
        'Una resistencia de asar que ya no ayuda durante el precalentamiento, un ventilador de convección que dejó de funcionar o, en los modelos de gas, un piso del horno rajado que deja que la llama caliente un solo punto. Los moldes oscuros y una rejilla demasiado llena lo empeoran, y si eso es todo, se lo diremos.',
    },
    {
      symptom: 'La puerta se quedó trabada después de la autolimpieza',
      cause:
        'El motor de la cerradura o el interruptor de la puerta falló mientras el horno estaba a temperatura de limpieza, o el control nunca detectó que el horno se enfrió. La autolimpieza es dura para los hornos: es el momento en que más a menudo falla una cerradura o una tarjeta.',
    },
    {
      symptom: 'Código de error, o el control pita y se apaga',
      cause:
        'Códigos como F3, F9 o E1 por lo general señalan un circuito de sensor, la cerradura de la puerta o un relé trabado en la tarjeta de control. Leemos el código, probamos la pieza que indica y solo cambiamos la tarjeta cuando nada más explica la falla.',
    },
    {
      symptom: 'Olor a gas, o el quemador prende con un fogonazo',
      cause:
        'Un encendedor débil retrasa el encendido y deja que el gas se acumule antes de prender, y un olor constante puede ser una conexión floja. Apague el horno y ventile la habitación; si el olor es fuerte, salga de la casa y llame a la línea de emergencias de su compañía de gas antes de llamarnos a nosotros.',
    },
    {
      symptom: 'No funciona la resistencia de asar, la luz o el ventilador de convección',
      cause:
        'Una resistencia de asar abierta, un portalámparas que perdió contacto o un motor del ventilador de convección con los rodamientos gastados. Son trabajos pequeños que casi siempre terminamos con las piezas que llevamos en la camioneta.',
    },
  ],
  brandsText:
    'Reparamos todas las marcas principales de hornos, desde las estufas GE y Frigidaire de las cocinas de alquiler hasta los hornos de pared KitchenAid y Bosch, y las estufas Wolf, Thermador y Viking de las cocinas remodeladas de Bethesda y Chevy Chase.',
  visit: [
    'Probamos las resistencias, el encendedor y el sensor de temperatura con un multímetro',
    'En los hornos de gas revisamos la conexión y la llama del quemador',
    'Usted conoce el precio antes de que instalemos cualquier pieza',
    'Una prueba de horneado con nuestro termómetro, y lo calibramos si hace falta',
  ],
});

import { freezer as english } from '../freezer';
import type { ServiceDetail } from '../types';
import { translatedDetail } from './text';

export const freezer: ServiceDetail = translatedDetail(english, {
  intro: [
    'Un congelador que sube por encima de 0°F no parece dañado al principio: el helado se ablanda y luego la carne del estante de arriba empieza a descongelarse. Reparamos congeladores verticales y horizontales (tipo baúl), congeladores de garaje y de sótano y las columnas de congelador de los juegos empotrados, y siempre que podemos tratamos un congelador lleno de la comida de una familia como un trabajo para el mismo día.',
    'Los congeladores horizontales son máquinas sencillas, así que cuando uno deja de funcionar casi siempre encontramos un control de temperatura, un relé de arranque o un problema del condensador, nada fuera de lo común. Los verticales sin escarcha (frost-free) tienen además un sistema de descongelación y dos ventiladores, y ahí está la mayoría de sus fallas. Antes de tocar nada medimos la temperatura con nuestra propia sonda, para que el diagnóstico se base en números y no en la perilla.',
  ],
  problems: [
    {
      symptom: 'Funciona, pero no enfría lo suficiente',
      cause:
        'En un vertical sin escarcha, el evaporador muchas veces está cubierto de escarcha porque falló una resistencia de descongelación, un termostato de descongelación o el temporizador. En un congelador horizontal revisamos primero el control de temperatura, el condensador (a menudo escondido dentro de las paredes del gabinete) y si la tapa todavía sella bien.',
    },
    {
      symptom: 'Escarcha gruesa o hielo en las paredes y los estantes',
      cause:
        'Está entrando aire húmedo: un empaque de la puerta roto o aplastado, una bisagra que deja que la tapa se levante o una puerta entreabierta por una canasta demasiado llena. Si hay mucha escarcha solo en el panel de atrás de un modelo sin escarcha, el problema está más bien en el circuito de descongelación.',
    },
    {
      symptom: 'Sin luz, sin ruido, no funciona para nada',
      cause:
        'Lo primero que revisamos es un tomacorriente GFCI disparado en el garaje o el sótano; luego el control de temperatura, el relé de arranque y el protector de sobrecarga del compresor. Los congeladores de garaje trabajan más durante los veranos y los inviernos de DC y gastan estas piezas antes.',
    },
    {
      symptom: 'Agua o hielo en el piso debajo del congelador',
      cause:
        'Un drenaje de descongelación tapado hace que el agua del deshielo se desborde y se vuelva a congelar en el fondo del gabinete, o una bandeja de drenaje rajada la derrama en el piso. En los congeladores horizontales pasa lo mismo con un tapón de drenaje que nunca se volvió a poner.',
    },
    {
      symptom: 'Funciona sin parar y los costados se sienten calientes',
      cause:
        'Polvo y pelusa en los serpentines del condensador o un ventilador del condensador detenido, así que el calor no tiene por dónde salir. Un congelador pegado a la pared o en un cuarto de servicio caluroso se comporta igual. Una limpieza y un motor de ventilador nuevo resuelven la mayoría de estos casos.',
    },
    {
      symptom: 'Zumbidos, clics o un ventilador que traquetea',
      cause:
        'Un aspa del ventilador del evaporador que roza el hielo, un motor del ventilador del condensador con los rodamientos secos o el relé de arranque que hace clic mientras el compresor intenta arrancar sin lograrlo. Cada ruido tiene su propio tono, y escuchamos antes de abrir un panel.',
    },
    {
      symptom: 'La temperatura sube y baja, o la comida queda dura como piedra',
      cause:
        'Un control de temperatura o un termistor que mide mal, de modo que el compresor sigue funcionando mucho después de llegar a la temperatura fijada, o en los modelos electrónicos una tarjeta de control que está fallando. Comparamos la lectura del sensor con la de nuestra sonda para saber qué pieza está mintiendo.',
    },
    {
      symptom: 'Una alarma que pita o una luz de advertencia que no se apaga',
      cause:
        'La mayoría de los verticales hacen sonar una alarma cuando el gabinete sube por encima de cierta temperatura, por lo general después de un apagón o de una puerta que se quedó abierta. Si sigue sonando cuando el congelador ya está frío otra vez, falló un sensor o la tarjeta de control.',
    },
  ],
  brandsText:
    'Reparamos todas las marcas principales de congeladores: los horizontales Frigidaire y GE de los sótanos y garajes, los verticales Whirlpool y Kenmore, las unidades compactas Haier e Insignia de los apartamentos y las columnas de congelador empotradas Sub-Zero de las cocinas hechas a la medida.',
  visit: [
    'Medimos la temperatura del gabinete y del evaporador con nuestra propia sonda',
    'Revisamos el empaque de la puerta o de la tapa, el condensador y las piezas de descongelación',
    'Usted conoce la falla y el precio antes de que empiece cualquier trabajo',
    'Volvemos a guardar su comida y vemos bajar la temperatura del congelador antes de irnos',
  ],
});

import { dryer as english } from '../dryer';
import type { ServiceDetail } from '../types';
import { translatedDetail } from './text';

export const dryer: ServiceDetail = translatedDetail(english, {
  headline: 'Reparación de secadoras de gas y eléctricas en toda el área de DC',
  intro: [
    'Cuando una secadora no calienta o necesita dos ciclos, la ropa se acumula rápido. Reparamos secadoras de gas y eléctricas, apiladas y de tamaño completo, y en cada visita revisamos el ducto de ventilación, porque un ducto tapado causa más fallas de secadoras que cualquier pieza.',
    'En nuestras camionetas llevamos resistencias, fusibles térmicos, termostatos, encendedores, bobinas de la válvula de gas, correas, rodillos y poleas tensoras, así que la mayoría de las secadoras quedan reparadas en una sola visita. Si hay que limpiar un ducto o cambiar un ducto de aluminio aplastado, se lo mostramos.',
  ],
  problems: [
    {
      symptom: 'Funciona pero no calienta',
      cause:
        'En las eléctricas, una resistencia quemada, un fusible térmico fundido o un termostato de límite alto disparado; en las de gas, un encendedor o un sensor de llama dañado. En una secadora eléctrica, un circuito de 240 voltios que perdió una de sus dos fases (la mitad de un breaker doble, o un fusible fundido en un panel antiguo) también deja girar el tambor sin calor.',
    },
    {
      symptom: 'Necesita dos ciclos para secar una carga',
      cause:
        'Casi siempre es el flujo de aire: el hueco del filtro de pelusa tapado, un ducto de ventilación largo o aplastado, o la salida exterior bloqueada. Un termostato de ciclo gastado o un sensor de humedad cubierto con residuos de las hojas suavizantes también pueden terminar los ciclos antes de tiempo.',
    },
    {
      symptom: 'No arranca para nada',
      cause:
        'Un fusible térmico fundido (por lo general porque el ducto está obstruido), un interruptor de puerta roto, un botón de arranque dañado o, en los modelos que lo tienen, una correa rota que activa el interruptor de la correa.',
    },
    {
      symptom: 'El motor zumba pero el tambor no gira',
      cause:
        'Una correa rota o una polea tensora trabada; con menos frecuencia, un motor dañado. Desconéctela: un motor trabado que se queda zumbando se sobrecalienta.',
    },
    {
      symptom: 'Chilla, golpea o raspa',
      cause:
        'Rodillos o rodamientos de soporte del tambor gastados, una polea tensora seca, o deslizadores y sellos de fieltro del tambor desgastados. Una moneda o un botón atrapado entre el tambor y la carcasa también hace un ruido de raspado.',
    },
    {
      symptom: 'Se apaga a los pocos minutos de empezar el ciclo',
      cause:
        'Un motor que se sobrecalienta y dispara su protector interno, o un ducto obstruido que hace que el termostato corte el calor. Limpiar el ducto sin encontrar la causa solo gana tiempo.',
    },
    {
      symptom: 'Olor a quemado o ropa demasiado caliente',
      cause:
        'Pelusa acumulada dentro del gabinete alrededor de la resistencia o del quemador, un ducto completamente bloqueado o un termostato de ciclo que se quedó pegado. Deje de usar la secadora y llámenos: así empiezan los incendios de secadoras.',
    },
    {
      symptom: 'La secadora de gas enciende y luego se enfría',
      cause:
        'Bobinas del solenoide de la válvula de gas debilitadas: el quemador enciende, se apaga cuando las bobinas se calientan y no vuelve a encender. Es una de las reparaciones de secadoras de gas que más hacemos, y llevamos las bobinas en la camioneta.',
    },
  ],
  brandsText:
    'Trabajamos con todas las marcas principales de secadoras, de gas y eléctricas, con ventilación y sin ventilación (de condensación y con bomba de calor), incluidas las secadoras compactas Bosch y Miele tan comunes en los condominios de DC y los juegos Whirlpool y Maytag de los cuartos de lavado de los suburbios.',
  visit: [
    'En cada visita revisamos el ducto desde la secadora hasta la salida exterior',
    'Probamos la fuente de calor, el fusible térmico y los termostatos con un multímetro',
    'Usted conoce el precio antes de que empiece cualquier trabajo',
    'Una prueba de calor cronometrada, y medimos el flujo de aire del ducto antes de irnos',
  ],
});

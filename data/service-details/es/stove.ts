import { stove as english } from '../stove';
import type { ServiceDetail } from '../types';
import { translatedDetail } from './text';

export const stove: ServiceDetail = translatedDetail(english, {
  intro: [
    'Cuando la estufa deja de funcionar, no hay cena, así que es el electrodoméstico que una familia extraña primero. Reparamos estufas independientes y deslizables (slide-in), de gas, eléctricas y de combustible dual, desde estufas de apartamento de 30 pulgadas hasta estufas profesionales de 48 pulgadas. Esta página trata de los quemadores y los controles de la superficie que usted usa todos los días.',
    'La mayoría de nuestras llamadas por estufas son por los quemadores: quemadores de gas que hacen clic pero no prenden, hornillas eléctricas que se quedan frías o que no bajan de temperatura. En la camioneta llevamos módulos de chispa, interruptores de encendido, cabezas de quemador, interruptores de control, receptáculos de hornilla y perillas, y antes de irnos probamos todos los quemadores de la estufa, no solo el que falló.',
  ],
  problems: [
    {
      symptom: 'El quemador de gas hace clic pero no prende',
      cause:
        'Una tapa del quemador mal centrada, orificios tapados con comida derramada o un encendedor todavía mojado de la limpieza. Si un quemador limpio y seco hace clic sin dar llama, hay que revisar el encendedor o el gas que llega a ese quemador.',
    },
    {
      symptom: 'Los encendedores siguen haciendo clic después de que prende el quemador',
      cause:
        'Humedad o grasa dentro del interruptor de un quemador, detrás de la perilla, o un módulo de chispa en corto. Todos los encendedores hacen clic juntos porque comparten un módulo, así que probamos interruptor por interruptor hasta encontrar el que los mantiene activados.',
    },
    {
      symptom: 'La hornilla eléctrica se queda fría o solo calienta en alto',
      cause:
        'Un receptáculo quemado (la pieza donde se conecta la hornilla) o un interruptor de control dañado detrás de la perilla. Si el receptáculo tiene marcas de quemado, hay que cambiarlo junto con la hornilla, no solo la hornilla.',
    },
    {
      symptom: 'Llama de gas débil, amarilla o dispareja',
      cause:
        'Orificios del quemador tapados, una cabeza de quemador torcida o una estufa convertida de propano que todavía tiene los orificios equivocados. Una llama sana es azul, con conos pequeños y parejos; las llamas amarillas dejan hollín y desperdician gas.',
    },
    {
      symptom: 'El quemador no baja o no se apaga',
      cause:
        'Un interruptor de la hornilla con los contactos soldados, de modo que el quemador recibe toda la potencia sin importar lo que marque la perilla. Es un problema de seguridad: apague el breaker y no use ese quemador hasta que esté reparado.',
    },
    {
      symptom: 'Perillas flojas, rajadas o que giran sin control',
      cause:
        'Una perilla partida, o el vástago de la válvula en forma de D gastado hasta quedar redondo debajo de ella. Pedimos las perillas exactas de su modelo y revisamos la válvula que está detrás, porque un vástago que gira en falso puede dejar el gas medio abierto.',
    },
    {
      symptom: 'La estufa se inclina o se mece al abrir la puerta del horno',
      cause:
        'Falta el soporte antivuelco o está desconectado, muchas veces después de renovar el piso o de una mudanza. Toda estufa necesita uno para que no se vuelque sobre un niño que se pare en la puerta abierta, y lo instalamos en el momento.',
    },
    {
      symptom: 'Chispas, olor a quemado o un breaker que se dispara',
      cause:
        'Una hornilla rajada que hace corto, un bloque de terminales con cables chamuscados en la parte de atrás de la estufa o un cable de alimentación que nunca se apretó bien en la instalación. Deje de usar la estufa hasta que la revisemos.',
    },
  ],
  brandsText:
    'Reparamos todas las marcas principales de estufas: las GE y Whirlpool de las casas en hilera de DC, las estufas deslizables Samsung y LG de los condominios más nuevos y las estufas de estilo profesional Viking, Wolf, BlueStar y Thermador, con quemadores sellados y abiertos.',
  visit: [
    'Encendemos todos los quemadores y observamos cada llama y cada hornilla',
    'Revisamos la conexión de gas, la llave de paso y el soporte antivuelco',
    'El precio se acuerda antes de cambiar cualquier pieza',
    'Limpiamos los orificios de los quemadores que reparamos y le mostramos cómo mantenerlos despejados',
  ],
});

import { refrigerator as english } from '../refrigerator';
import type { ServiceDetail } from '../types';
import { translatedDetail } from './text';

export const refrigerator: ServiceDetail = translatedDetail(english, {
  headline: 'Reparación de refrigeradores antes de que se eche a perder la comida',
  intro: [
    'Un refrigerador que no enfría es una cuenta regresiva: las recomendaciones de seguridad alimentaria dicen que hay que tirar los alimentos perecederos que hayan pasado más de dos horas por encima de 40°F. Tratamos un refrigerador que no enfría como una urgencia y procuramos enviarle un técnico el mismo día, en todo el Distrito y los suburbios de Maryland.',
    'Reparamos refrigeradores con el congelador arriba o abajo, de dos puertas verticales (side-by-side) y de puertas francesas, además de modelos empotrados y de poca profundidad. En nuestras camionetas llevamos ventiladores, piezas del sistema de descongelación, relés de arranque, termistores, válvulas de agua y piezas de máquinas de hielo, y podemos diagnosticar fallas del sistema sellado antes de que usted decida si lo repara o lo reemplaza.',
  ],
  problems: [
    {
      symptom: 'El congelador está frío pero el refrigerador no',
      cause:
        'Un ventilador del evaporador dañado, o una falla del sistema de descongelación (la resistencia, el termostato de descongelación o el control) que deja que la escarcha tape el serpentín del evaporador, de modo que el aire frío no llega al compartimiento de los alimentos frescos. En algunos modelos, una compuerta de aire trabada causa lo mismo.',
    },
    {
      symptom: 'Ninguno de los dos compartimientos enfría',
      cause:
        'Un ventilador del condensador dañado, serpentines del condensador cubiertos de polvo y pelo de mascota, o un relé de arranque defectuoso que no deja funcionar el compresor. Con menos frecuencia es el compresor o una fuga de refrigerante, y eso lo confirmamos antes de darle un precio.',
    },
    {
      symptom: 'Agua acumulada debajo de los cajones de verduras o en el piso',
      cause:
        'Un tubo de drenaje de descongelación congelado o tapado, de modo que el agua del deshielo se desborda dentro del gabinete; o, en la línea que alimenta la máquina de hielo y el dispensador, un tubo rajado o una válvula de entrada que gotea.',
    },
    {
      symptom: 'Se acumula escarcha o hielo en el congelador',
      cause:
        'Un empaque de la puerta roto o deformado que deja entrar aire húmedo, una puerta que no se cierra sola o una pieza del sistema de descongelación que falló.',
    },
    {
      symptom: 'Funciona todo el tiempo y nunca se apaga',
      cause:
        'Serpentines del condensador sucios, un sistema de descongelación que está fallando, un empaque de la puerta que deja escapar el frío o, con menos frecuencia, poco refrigerante. Un refrigerador que nunca descansa le cuesta dinero en cada factura de luz.',
    },
    {
      symptom: 'Hace clic cada pocos minutos pero no enfría',
      cause:
        'El compresor intenta arrancar y el protector de sobrecarga lo corta: por lo general es un relé de arranque dañado y a veces un compresor que está fallando. El relé es una pieza económica; el compresor no.',
    },
    {
      symptom: 'Zumbidos, traqueteos o ruidos de roce',
      cause:
        'Un aspa del ventilador que golpea el hielo en el congelador, un motor del ventilador del condensador gastado o una válvula de entrada de agua que zumba mientras se llena la máquina de hielo. Casi siempre el ruido señala directamente la pieza.',
    },
    {
      symptom: 'La máquina de hielo o el dispensador de agua dejó de funcionar',
      cause:
        'Un tubo de llenado congelado, un filtro de agua tapado, una válvula de entrada de agua dañada o un módulo de la máquina de hielo que ya dio lo que tenía que dar. Primero revisamos el suministro de agua: arreglarlo cuesta menos que la máquina de hielo.',
    },
  ],
  brandsText:
    'Reparamos todas las marcas principales de refrigeradores, desde el Frigidaire de la cocina de un apartamento alquilado hasta los modelos Samsung y LG de puertas francesas con máquina de hielo en la puerta, y los empotrados Sub-Zero, Thermador y KitchenAid de las cocinas remodeladas, de Bethesda a Columbia.',
  visit: [
    'Medimos la temperatura de los dos compartimientos con nuestro propio termómetro',
    'Revisamos los serpentines del condensador, los ventiladores y el sistema de descongelación',
    'Usted conoce el precio antes de que cambiemos cualquier pieza',
    'Antes de irnos confirmamos que el refrigerador vuelve a enfriar',
  ],
});

import { cityProfiles as english, cityServiceSlugs, type CityProfile } from '../city-profiles';
import { spanishCountyOf } from './cities';
import { findService } from './services';

/** What a city page says in Spanish; its place names, zip codes, neighbours and reviews are the English page's. */
type CityText = Pick<CityProfile, 'lead' | 'intro' | 'common'>;

const text: Record<string, CityText> = {
  'washington-dc': {
    lead: 'Desde las casas en hilera de Capitol Hill hasta las casas coloniales de Palisades y los edificios altos de Navy Yard, reparamos electrodomésticos en todos los wards del Distrito.',
    intro: [
      'Las casas de Washington son tan variadas como sus vecindarios. En las casas en hilera de Capitol Hill, Petworth, Bloomingdale y Shaw, la lavandería muchas veces está en un sótano al que se baja por una escalera angosta, o es una lavadora y secadora apiladas y metidas en un clóset del pasillo durante alguna remodelación. En los edificios de condominios de NoMa, Navy Yard y el Wharf, lo normal son las máquinas europeas compactas y los refrigeradores revestidos con paneles de los gabinetes. En Chevy Chase DC, Cleveland Park y Palisades, las casas independientes tienen cuartos de lavado completos y cocinas que se han remodelado más de una vez.',
      'Nuestra oficina está en el centro, así que en el Distrito jugamos en casa. Antes de llegar enviamos el certificado de seguro que pide la administración de su edificio, reservamos el elevador de servicio donde lo hay y planeamos la visita según el estacionamiento con permiso residencial, para que usted no pague el tiempo que pasamos dando vueltas a la cuadra.',
    ],
    common:
      'Lo que más reparamos en el Distrito: lavadoras y secadoras apiladas que dejan de desaguar o de calentar, ductos de secadora tapados en recorridos largos por las paredes de las casas en hilera, refrigeradores de apartamentos alquilados que no enfrían bien en agosto y estufas de gas de cocinas antiguas que hacen clic pero no prenden.',
  },
  'silver-spring-md': {
    lead: 'Desde los edificios altos junto al Metro hasta las casas de ladrillo de un solo piso de Four Corners y Colesville, reparamos electrodomésticos en todo Silver Spring.',
    intro: [
      'Silver Spring abarca mucho territorio bajo un solo nombre. En el centro, alrededor de Ellsworth Drive y el AFI Silver Theatre, las torres de apartamentos y condominios tienen clósets de lavado compactos y microondas sobre la estufa. En Woodside, Four Corners, Indian Spring y Wheaton, las casas de ladrillo de la posguerra, estilo Cape Cod y de varios niveles, todavía tienen la lavandería en el sótano, donde la lavadora y la secadora se han cambiado varias veces desde los años 1950. Más al norte, en Colesville, Cloverly y la comunidad de Leisure World cerca de Aspen Hill, las casas son más nuevas y la lavandería suele estar en la planta principal.',
      'Nuestros técnicos recorren Colesville Road, University Boulevard y Georgia Avenue todos los días, así que una llamada desde cualquier punto entre el 20901 y el 20906, o desde el centro en el 20910, por lo general consigue una visita el mismo día. Las casas antiguas de aquí tienen sus mañas: sedimento de tuberías viejas que tapa las rejillas de entrada de las lavadoras, ductos de secadora largos a través de paredes de ladrillo y huecos en la cocina a la medida de electrodomésticos que ya no se fabrican.',
    ],
    common:
      'Lo que más reparamos en Silver Spring: lavadoras de carga frontal en clósets de condominios que huelen mal o no desaguan, secadoras que necesitan dos ciclos al final de un ducto largo en el sótano, refrigeradores de más de diez años que no enfrían bien y lavaplatos que dejan agua estancada.',
  },
  'bethesda-md': {
    lead: 'Cocinas remodeladas, refrigeradores empotrados y cuartos de lavado familiares que no descansan: los reparamos todos, desde el centro de Bethesda hasta Bradley Hills.',
    intro: [
      'Las cocinas de Bethesda trabajan duro, y muchas son de alta gama: refrigeradores empotrados Sub-Zero y Thermador, estufas y parrillas de cocina Wolf y Miele, y lavaplatos Bosch revestidos con paneles, en casas coloniales que se han ampliado y en las casas nuevas que han reemplazado a las antiguas en Bradley Hills, Wood Acres y Sumner. Reparamos los empotrados de lujo con la misma soltura que las marcas de todos los días, y tratamos con cuidado los paneles y las molduras hechos a la medida.',
      'Más cerca de Wisconsin Avenue, los condominios y apartamentos alrededor de Bethesda Row y el Woodmont Triangle tienen lavadoras y secadoras apiladas, cocinas compactas y reglas del edificio sobre cuándo pueden entrar los contratistas. Planeamos nuestras visitas teniendo en cuenta el tráfico cerca de NIH y Walter Reed, los cruces del Capital Crescent Trail y los estacionamientos del centro.',
    ],
    common:
      'Lo que más reparamos en Bethesda: refrigeradores empotrados que dejan de enfriar o gotean desde la máquina de hielo, lavaplatos que se quedan con agua, hornos de pared dobles que pierden temperatura y lavadoras de carga frontal en el piso de arriba que gotean hacia el techo de abajo.',
  },
  'rockville-md': {
    lead: 'Desde las casas de un solo piso de los años 1950 en Twinbrook hasta las casas adosadas de King Farm y los apartamentos a lo largo de Rockville Pike, mantenemos funcionando los electrodomésticos de Rockville.',
    intro: [
      'Rockville es la sede del condado y sus viviendas abarcan setenta años. Twinbrook, Hungerford y los vecindarios cerca de Rockville Town Square están llenos de casas de posguerra de un solo piso y estilo Cape Cod, con la lavandería en el sótano. King Farm y Fallsgrove, construidos alrededor del cambio de siglo, tienen casas adosadas y casas unifamiliares que ya van por su segundo juego de electrodomésticos. A lo largo de Rockville Pike, desde Twinbrook hasta Pike & Rose en North Bethesda, los edificios de apartamentos y condominios de mediana altura tienen lavadoras apiladas y cocinas compactas.',
      'Cubrimos los cuatro códigos postales de Rockville, incluidos North Bethesda en el 20852 y Aspen Hill en el 20853, y llegamos a todos ellos en poco tiempo por la I-270. Ya sea que usted viva cerca de Town Square, junto a Veirs Mill Road o por Norbeck Road, una llamada en la mañana por lo general significa una visita en la tarde.',
    ],
    common:
      'Lo que más reparamos en Rockville: lavadoras de casas adosadas que gotean hacia el piso de abajo, máquinas de hielo de refrigeradores que dejan de funcionar, estufas de gas que hacen clic pero no prenden y secadoras con ductos que recorren un largo camino hasta una pared exterior.',
  },
  'bowie-md': {
    lead: 'Desde las casas Levitt de Belair hasta las calles más nuevas de South Bowie y Fairwood, reparamos electrodomésticos en todo Bowie.',
    intro: [
      'Gran parte de Bowie la construyó Levitt and Sons en los años 1960 con el nombre de Belair at Bowie: casas estilo Cape Cod, de un solo piso y coloniales en secciones como Tulip Grove y Kenilworth, trazadas sobre las tierras de la antigua hacienda Belair, cuya mansión y establo hoy son museos. Muchas de esas casas tienen la lavandería en un cuarto de servicio junto a la cocina y, después de sesenta años y varias rondas de electrodomésticos nuevos, la plomería y la ventilación detrás de las máquinas importan tanto como las máquinas mismas.',
      'South Bowie, Pointer Ridge y Mitchellville trajeron casas más grandes en los años 1980 y 1990, y Fairwood y las comunidades junto a la Route 450 sumaron otras más nuevas, con cocinas abiertas y cuartos de lavado en el piso de arriba. Llegamos a los cuatro códigos postales de Bowie por la Route 50 y la Route 301, desde Old Town Bowie, junto a las vías del tren, hasta Bowie Town Center y el estadio de los Baysox.',
    ],
    common:
      'Lo que más reparamos en Bowie: secadoras en cuartos de servicio antiguos con ductos que hay que destapar, refrigeradores que no enfrían bien en el verano, lavadoras del piso de arriba que gotean hacia el techo de abajo y hornos de pared de cocinas de los años 1990 que pierden temperatura.',
  },
  'greenbelt-md': {
    lead: 'Las casas de la cooperativa del Greenbelt histórico, los condominios de Greenbelt East y los apartamentos cerca del Metro: conocemos las cocinas y los cuartos de lavado de la ciudad.',
    intro: [
      'Greenbelt se construyó a finales de los años 1930 como una de las ciudades jardín planificadas del New Deal, y las casas en hilera originales alrededor de Roosevelt Center y Greenbelt Lake siguen ahí, la mayoría hoy en manos de la cooperativa de vivienda Greenbelt Homes, Inc. Sus cocinas son compactas y muchas tienen paredes de mampostería, así que los electrodomésticos de reemplazo tienen que caber en espacios reducidos y los ductos de secadora tienen pocas salidas hacia afuera. Nuestros técnicos saben trabajar en ellas.',
      'Greenbelt East tiene comunidades de condominios como Greenbriar y Windsor Green, y Franklin Park, el gran complejo de apartamentos con jardines que antes se llamaba Springhill Lake, está junto a la estación de Metro de Greenbelt. Cubrimos los dos códigos postales de Greenbelt, el 20770 y el 20771, y pasamos por Kenilworth Avenue, Greenbelt Road y el Beltway todos los días.',
    ],
    common:
      'Lo que más reparamos en Greenbelt: lavadoras compactas y apiladas en casas de la cooperativa y en condominios, refrigeradores de alquiler que dejan de enfriar, estufas eléctricas con hornillas que no calientan y ductos de secadora con curvas cerradas que se tapan con pelusa.',
  },
  'laurel-md': {
    lead: 'Las casas de Main Street en Old Town, las casas adosadas de Montpelier y las casas más nuevas de North Laurel y Russett: reparamos electrodomésticos por todo Laurel.',
    intro: [
      "Laurel nació como un pueblo de molinos a orillas del río Patuxent, y las cuadras alrededor de Main Street todavía tienen casas del siglo XIX y de principios del siglo XX donde una lavadora o un refrigerador moderno ocupa un espacio que nunca se pensó para eso. Más allá del distrito histórico, Laurel se extiende por varios condados: la ciudad está en el condado de Prince George's, North Laurel está en Howard, y Russett y Maryland City están en Anne Arundel, todos con dirección de Laurel.",
      'Montpelier y South Laurel tienen casas y casas adosadas de los años 1960 y 1970, mientras que North Laurel y Russett son en su mayoría de los años 1980 en adelante. Cubrimos el 20707, el 20708, el 20723 y el 20724 por la Route 1, el Baltimore-Washington Parkway y la Route 198, así que si usted vive cerca de Laurel Lakes, del hipódromo de Laurel Park o de Montpelier Mansion, está en nuestras rutas de siempre.',
    ],
    common:
      'Lo que más reparamos en Laurel: lavadoras y secadoras viejas en sótanos y cuartos de servicio estrechos, refrigeradores de casas adosadas que no enfrían bien, secadoras de gas que prenden y luego se enfrían, y lavaplatos que dejan los platos con arenilla.',
  },
  'columbia-md': {
    lead: 'Desde Wilde Lake hasta River Hill, reparamos electrodomésticos en cada una de las villas de Columbia.',
    intro: [
      "Columbia es la ciudad planificada de James Rouse, construida a partir de 1967 como un conjunto de villas alrededor de un Town Center: Wilde Lake, Harper's Choice, Oakland Mills, Long Reach, Owen Brown, Hickory Ridge, King's Contrivance, Dorsey's Search y River Hill. Las primeras villas tienen casas adosadas, apartamentos con jardines y casas de varios niveles de los años 1970, muchas con clósets de lavado y cocinas pensadas para los electrodomésticos de su época; River Hill y las partes más nuevas de Town Center tienen casas más grandes y cocinas modernas.",
      'Llegamos por la Route 29 y la I-95 y cubrimos los tres códigos postales de Columbia: 21044, 21045 y 21046. Ya sea que usted viva cerca de Lake Kittamaqundi, del Mall in Columbia, de Merriweather Post Pavilion o del centro de su villa, una llamada en la mañana por lo general consigue que un técnico llegue ese mismo día.',
    ],
    common:
      'Lo que más reparamos en Columbia: lavadoras y secadoras metidas en los clósets de lavado de las casas adosadas, refrigeradores con máquinas de hielo que fallan, estufas eléctricas viejas y lavaplatos de cocinas de los años 1970 que por fin necesitan una bomba o un empaque de puerta nuevo.',
  },
  'gaithersburg-md': {
    lead: 'Kentlands, Lakelands, Montgomery Village y Olde Towne: reparamos lavadoras, secadoras, refrigeradores y mucho más en todo Gaithersburg.',
    intro: [
      'Gaithersburg ha crecido por capas. Olde Towne, alrededor de la histórica estación de tren B&O en Summit Avenue, tiene casas unifamiliares antiguas y apartamentos con jardines. Montgomery Village, planificada en los años 1960, tiene sobre todo casas adosadas y condominios alrededor de sus lagos, muchos con la lavandería en un clóset junto a la cocina. Kentlands y Lakelands, construidos desde finales de los años 1980, combinan casas adosadas, casas cochera (carriage houses) y casas más grandes en calles para caminar, y Crown y las comunidades más nuevas a lo largo de Great Seneca Highway tienen cocinas al día.',
      'Subimos por la I-270 y la Route 355 todos los días, así que las casas de Gaithersburg del 20877 al 20879 y las del 20886 de Montgomery Village reciben servicio el mismo día, igual que el resto del condado. Si usted vive cerca de Kentlands Market Square, de Lake Whetstone o del recinto ferial del condado (Montgomery County Fairgrounds), está en nuestras rutas de siempre.',
    ],
    common:
      'Lo que más reparamos en Gaithersburg: lavadoras de casas adosadas que vibran en los pisos altos, secadoras con ductos tapados en clósets de lavado apilados, refrigeradores de condominios antiguos que no enfrían bien y lavaplatos que no desaguan.',
  },
};

/**
 * Every city page in Spanish, keyed by the English slug. The county and its label are said in Spanish and the
 * services listed are the Spanish ones; a page without its Spanish copy fails loudly at start-up.
 */
export const cityProfiles: Map<string, CityProfile> = new Map(
  [...english.values()].map((profile): [string, CityProfile] => {
    const spanish = text[profile.slug];
    if (!spanish) throw new Error(`city ${profile.slug} has no Spanish copy in data/site/es/city-profiles.ts`);
    const isDistrict = profile.countyLabel === 'Jurisdiction';
    return [
      profile.slug,
      {
        ...profile,
        ...spanish,
        county: isDistrict ? 'Distrito de Columbia' : spanishCountyOf(profile.county),
        countyLabel: isDistrict ? 'Jurisdicción' : 'Condado',
        services: cityServiceSlugs.map((slug) => {
          const service = findService(slug);
          if (!service) throw new Error(`city service ${slug} is not in the Spanish services list`);
          return service;
        }),
      },
    ];
  }),
);

export function findCityProfile(slug: string): CityProfile | undefined {
  return cityProfiles.get(slug);
}

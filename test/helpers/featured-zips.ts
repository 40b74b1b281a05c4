/** The zip codes each featured city is served under, city by city, as the business lists them. */
export const FEATURED_CITY_ZIPS: Record<string, string[]> = {
  'silver-spring-md': ['20901', '20902', '20903', '20904', '20905', '20906', '20910'],
  'bethesda-md': ['20814', '20816', '20817'],
  'rockville-md': ['20850', '20851', '20852', '20853'],
  'bowie-md': ['20715', '20716', '20720', '20721'],
  'greenbelt-md': ['20770', '20771'],
  'columbia-md': ['21044', '21045', '21046'],
  'gaithersburg-md': ['20877', '20878', '20879', '20886'],
  'laurel-md': ['20707', '20708', '20723', '20724'],
};

/**
 * "antes de las 3 p.m.", but "antes de la 1 p.m.": Spanish names one o'clock with the singular article, every
 * other hour with the plural. `time` is an hour as the catalogs write it ("1:30 p.m.", "12 p.m.").
 */
export const beforeTime = (time: string): string => `antes de ${/^1(?!\d)/.test(time.trim()) ? 'la' : 'las'} ${time}`;

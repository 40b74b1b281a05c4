import type { Page, PageRequest } from '../page';

// Placeholder until the cities issue builds these pages: every path answers 404.
export const citySlugs = (): string[] => [];
export const citiesPage = (_request: PageRequest): Page | undefined => undefined;
export const cityPage = (_slug: string, _request: PageRequest): Page | undefined => undefined;

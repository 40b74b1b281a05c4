import type { Page, PageRequest } from '../page';

// Placeholder until the services issue builds these pages: every path answers 404.
export const serviceSlugs = (): string[] => [];
export const servicesPage = (_request: PageRequest): Page | undefined => undefined;
export const servicePage = (_slug: string, _request: PageRequest): Page | undefined => undefined;

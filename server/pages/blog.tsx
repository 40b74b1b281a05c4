import type { Page, PageRequest } from '../page';

// Placeholder until the blog issue builds these pages: every path answers 404.
export const postSlugs = (): string[] => [];
export const blogPage = (_request: PageRequest): Page | undefined => undefined;
export const postPage = (_slug: string, _request: PageRequest): Page | undefined => undefined;

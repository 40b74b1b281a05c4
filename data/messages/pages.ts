import type { Locale } from '../locale';
import { provideScreenMessages, screenMessagesFor, type PageAreas } from './screens';
import { esScreens } from './es/screens';
import { blog as enBlog } from './en/blog';
import { cities as enCities } from './en/cities';
import { contact as enContact } from './en/contact';
import { errors as enErrors } from './en/errors';
import { reviews as enReviews } from './en/reviews';
import { blog as esBlog } from './es/blog';
import { cities as esCities } from './es/cities';
import { contact as esContact } from './es/contact';
import { errors as esErrors } from './es/errors';
import { reviews as esReviews } from './es/reviews';

/**
 * The pages' areas that only the server reads (see PageAreas in ./screens.ts), in each language, joined to the
 * islands' areas when the server loads the catalogs (./index.ts imports this module).
 */
export const pageAreas: Record<Locale, PageAreas> = {
  en: { cities: enCities, blog: enBlog, contact: enContact, reviews: enReviews, errors: enErrors },
  es: { cities: esCities, blog: esBlog, contact: esContact, reviews: esReviews, errors: esErrors },
};

provideScreenMessages('en', { ...screenMessagesFor('en'), ...pageAreas.en });
provideScreenMessages('es', { ...esScreens, ...pageAreas.es });

import { sitePageMessagesFor, type SitePageMessages } from '../../data/messages/site-pages';
import { useLocale } from './locale';

/** The site pages' words (data/messages/site-pages.ts) in the page's language; never used inside an island. */
export function useSitePageMessages(): SitePageMessages {
  return sitePageMessagesFor(useLocale());
}

import { pageMessagesFor, type PageMessages } from '../../data/messages/pages';
import { useLocale } from './locale';

/**
 * The words of the pages only the server renders (data/messages/pages.ts), in the page's language; never used inside
 * an island, whose bundle would then carry every page's words.
 */
export function usePageMessages(): PageMessages {
  return pageMessagesFor(useLocale());
}

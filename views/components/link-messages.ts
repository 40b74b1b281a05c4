import { linkMessagesFor, type LinkMessages } from '../../data/messages/link';
import { useLocale } from './locale';

/**
 * The words of the pages a customer's own link opens, in the page's language: server-rendered views only (the
 * manage page, the hold's, the review form), never an island, so the browser's bundles do not carry them.
 */
export function useLinkMessages(): LinkMessages {
  return linkMessagesFor(useLocale());
}

import { business } from '../../data/business';
import { localePath } from '../../data/locale';
import { ButtonLink } from '../components/actions/ButtonLink';
import { MessageLinks, MessagePage } from '../components/MessagePage';
import { PhoneLink } from '../components/actions/PhoneLink';
import { useLocale } from '../components/locale';
import { usePageMessages } from '../components/page-messages';

/** Shown with a 404 for any path the site does not have. */
export function NotFoundPage() {
  const locale = useLocale();
  const { errors } = usePageMessages();
  const ways = [
    { href: localePath(locale, '/'), label: errors.wayHome },
    { href: localePath(locale, '/services'), label: errors.wayServices },
    { href: localePath(locale, '/contact'), label: errors.wayContact },
  ];
  return (
    <MessagePage eyebrow={errors.errorStatus(404)} heading={errors.notFound} headingId="not-found-title" art="van">
      <p>{errors.notFoundText}</p>
      <MessageLinks links={ways} />
      <p>
        {errors.needHelp(business.name)} <PhoneLink />.
      </p>
      <ButtonLink href={localePath(locale, '/')}>{errors.backHome}</ButtonLink>
    </MessagePage>
  );
}

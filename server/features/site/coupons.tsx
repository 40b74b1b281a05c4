import { business } from '../../../data/business';
import { messagesFor } from '../../../data/messages';
import { couponsIn, couponTermsIn } from '../../../data/site/localized';
import { CouponsPage } from '../../../views/site/CouponsPage';
import { pageTitle, type Page, type PageRequest } from '../../kernel/pages/page';

export function couponsPage(request: PageRequest): Page {
  const locale = request.locale ?? 'en';
  const { coupons } = messagesFor(locale);
  const offers = couponsIn(locale);
  const codes = offers.map((coupon) => coupon.code).join(', ');
  return {
    head: {
      title: pageTitle(coupons.title),
      description: coupons.description(codes, business.phone.display),
      path: '/coupons',
    },
    body: <CouponsPage coupons={offers} terms={couponTermsIn(locale)} />,
    ...(locale === 'en' ? {} : { locale }),
  };
}

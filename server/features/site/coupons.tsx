import { business } from '../../../data/business';
import { couponTerms, coupons } from '../../../data/site/coupons';
import { CouponsPage } from '../../../views/site/CouponsPage';
import { pageTitle, type Page } from '../../kernel/pages/page';

export function couponsPage(): Page {
  const codes = coupons.map((coupon) => coupon.code).join(', ');
  return {
    head: {
      title: pageTitle('Appliance Repair Coupons'),
      description: `Save on appliance repair in the DC metro area: ${codes}. Book online with the code or give it when you call ${business.phone.display}.`,
      path: '/coupons',
    },
    body: <CouponsPage coupons={coupons} terms={couponTerms} />,
  };
}

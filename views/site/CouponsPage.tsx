import CouponList from '../../client/islands/coupons';
import { business } from '../../data/business';
import type { Coupon } from '../../data/site/coupons';
import { Island } from '../components/Island';
import { PhoneLink } from '../components/actions/PhoneLink';
import { CtaPanel } from '../components/actions/CtaPanel';
import { HeroArt } from '../components/HeroArt';

export interface CouponsPageProps {
  coupons: Coupon[];
  terms: string[];
}

export function CouponsPage({ coupons, terms }: CouponsPageProps) {
  return (
    <>
      <section className="page-hero" aria-labelledby="coupons-title">
        <div className="container page-hero__inner">
          <div>
            <p className="eyebrow eyebrow--light">Coupons</p>
            <h1 id="coupons-title">Save on Your Appliance Repair</h1>
            <p className="page-hero__lead">
              Pick a coupon and book online with its code, or give it when you call{' '}
              <PhoneLink className="page-hero__phone" withIcon={false} />.
            </p>
          </div>
          <span className="page-hero__art">
            <HeroArt icon="tag" />
          </span>
        </div>
      </section>

      <section className="section" aria-label="Coupons">
        <div className="container">
          <Island name="coupons" component={CouponList} props={{ coupons }} />
          <div className="coupon-terms">
            <h2 id="terms-title">Terms</h2>
            <ul className="coupon-terms__list">
              {terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <CtaPanel id="coupons-cta-title" title="Ready to Book?">
        Book online with your code or give it on the phone, and we'll apply the discount to your repair. Every repair
        carries our {business.warrantyDays}-day parts and labour warranty.
      </CtaPanel>
    </>
  );
}

import CouponList from '../../client/islands/coupons';
import { business } from '../../data/business';
import type { Coupon } from '../../data/site/coupons';
import { Island } from '../components/Island';
import { PhoneLink } from '../components/actions/PhoneLink';
import { CtaPanel } from '../components/actions/CtaPanel';
import { HeroArt } from '../components/HeroArt';
import { useLocale, useMessages } from '../components/locale';

export interface CouponsPageProps {
  coupons: Coupon[];
  terms: string[];
}

export function CouponsPage({ coupons: offers, terms }: CouponsPageProps) {
  const locale = useLocale();
  const { coupons } = useMessages();
  return (
    <>
      <section className="page-hero" aria-labelledby="coupons-title">
        <div className="container page-hero__inner">
          <div>
            <p className="eyebrow eyebrow--light">{coupons.eyebrow}</p>
            <h1 id="coupons-title">{coupons.heading}</h1>
            <p className="page-hero__lead">
              {coupons.leadBeforePhone} <PhoneLink className="page-hero__phone" withIcon={false} />.
            </p>
          </div>
          <span className="page-hero__art">
            <HeroArt icon="tag" />
          </span>
        </div>
      </section>

      <section className="section" aria-label={coupons.listLabel}>
        <div className="container">
          <Island
            name="coupons"
            component={CouponList}
            props={locale === 'en' ? { coupons: offers } : { coupons: offers, locale }}
          />
          <div className="coupon-terms">
            <h2 id="terms-title">{coupons.terms}</h2>
            <ul className="coupon-terms__list">
              {terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <CtaPanel id="coupons-cta-title" title={coupons.ctaTitle}>
        {coupons.ctaText(business.warrantyDays)}
      </CtaPanel>
    </>
  );
}

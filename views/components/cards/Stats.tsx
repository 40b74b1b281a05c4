import { business } from '../../../data/business';
import { usePageMessages } from '../page-messages';

/** The business's numbers, as a description list. */
export function Stats() {
  const { common } = usePageMessages();
  const stats = [
    { value: business.yearsInBusiness, label: common.statYears },
    { value: String(business.foundedYear), label: common.statSince },
    { value: business.customers, label: common.statCustomers },
    {
      value: `${business.rating.value}/${business.rating.best}`,
      label: common.statRating(business.rating.count),
    },
    { value: common.statWarranty(business.warrantyDays), label: common.statWarrantyLabel },
  ];
  return (
    <dl className="stats">
      {stats.map((stat) => (
        <div className="stats__item" key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

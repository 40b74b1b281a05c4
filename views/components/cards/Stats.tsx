import { business } from '../../../data/business';

/** The business's numbers, as a description list. */
export function Stats() {
  const stats = [
    { value: business.yearsInBusiness, label: 'Years in business' },
    { value: String(business.foundedYear), label: 'Serving the DC area since' },
    { value: business.customers, label: 'Customers helped' },
    {
      value: `${business.rating.value}/${business.rating.best}`,
      label: `Rating from ${business.rating.count} reviews`,
    },
    { value: `${business.warrantyDays}-day`, label: 'Parts and labour warranty' },
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

import { line, when } from '../office/format';
import { Pager } from '../office/Pager';

export interface CustomerRow {
  id: string;
  name: string;
  phone: string;
  email: string;
  lastActivityAt: string;
  leadCount: number;
  visitCount: number;
}

export interface CustomersPageProps {
  customers: CustomerRow[];
  total: number;
  page: number;
  pages: number;
  pageHref: (page: number) => string;
}

export const customerHref = (id: string) => `/office/customers/${encodeURIComponent(id)}`;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Every customer on their own, newest activity first. */
export function CustomersPage({ customers, total, page, pages, pageHref }: CustomersPageProps) {
  return (
    <>
      <h1>Customers</h1>
      <p role="status" className="office-muted">
        {total === 0
          ? 'No customers yet: each lead and booking makes or joins one.'
          : `${count(total, 'customer', 'customers')}, newest activity first.`}
        {pages > 1 ? ` Page ${page} of ${pages}.` : ''}
      </p>
      <ul className="office-cards">
        {customers.map((customer) => (
          <li key={customer.id} className="office-card">
            <p className="office-card__title">
              <a href={customerHref(customer.id)}>{line(customer.name) || 'No name given'}</a>
            </p>
            <p className="office-muted">
              {line(customer.phone)} · {line(customer.email) || 'No e-mail'}
            </p>
            <p className="office-muted">
              {count(customer.leadCount, 'lead', 'leads')} · {count(customer.visitCount, 'visit', 'visits')} · last{' '}
              {when(customer.lastActivityAt)}
            </p>
          </li>
        ))}
      </ul>
      <Pager label="Pages of customers" page={page} pages={pages} pageHref={pageHref} />
    </>
  );
}

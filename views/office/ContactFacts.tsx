import { CustomerEmail } from '../components/actions/CustomerEmail';
import { line, lines } from './format';

export interface ContactFactsProps {
  phone: string;
  telHref: string;
  email: string;
  /** A visit's whole address, written once (data/site/address.ts); a lead has none. */
  address?: string;
  /** The appliance's name. */
  service: string;
  brand?: string;
  /** What the customer wrote, under its label, or `empty` when they wrote nothing. */
  message: { label: string; text: string; empty: string };
}

/**
 * What a customer told us, the same on a lead's page and a booking's: how to reach them, where, the appliance and
 * their own words. Rows of the page's `office-facts` list, between the rows each page has of its own.
 */
export function ContactFacts({ phone, telHref, email, address, service, brand, message }: ContactFactsProps) {
  return (
    <>
      <div>
        <dt>Phone</dt>
        <dd>
          <a className="btn btn--primary btn--call tel" href={telHref}>
            Call <span className="tel__number">{line(phone)}</span>
          </a>
        </dd>
      </div>
      <div>
        <dt>E-mail</dt>
        <dd>
          <CustomerEmail email={email} />
        </dd>
      </div>
      {address && (
        <div>
          <dt>Address</dt>
          <dd>{line(address)}</dd>
        </div>
      )}
      <div>
        <dt>Appliance</dt>
        <dd>
          {service}
          {brand ? ` · ${line(brand)}` : ''}
        </dd>
      </div>
      <div>
        <dt>{message.label}</dt>
        <dd className="office-message">{lines(message.text) || message.empty}</dd>
      </div>
    </>
  );
}

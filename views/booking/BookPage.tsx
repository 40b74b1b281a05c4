import BookFlow, { type BookFlowProps } from '../../client/islands/book';
import { business } from '../../data/business';
import { Island } from '../components/Island';
import { FeeNote } from '../components/FeeNote';
import { useMessages } from '../components/locale';

/** /book: the title, and the four steps (an island; without JavaScript each step is its own page). */
export function BookPage(props: BookFlowProps) {
  const { booking } = useMessages();
  return (
    <section className="section booking-page" aria-labelledby="book-title">
      <div className="container narrow">
        <p className="eyebrow">{booking.eyebrow}</p>
        <h1 id="book-title">{booking.title}</h1>
        <p className="booking-page__lead">
          {booking.leadBefore}{' '}
          <a className="tel" href={business.phone.href}>
            {business.phone.display}
          </a>
          .
        </p>
        {/* Outside the island, so every step shows the fee, with JavaScript or without. */}
        <FeeNote />
        <Island name="book" component={BookFlow} props={props} />
      </div>
    </section>
  );
}

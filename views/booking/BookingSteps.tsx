import { useMessages } from '../components/locale';
import { STEP_ORDER, type BookStep } from './types';

/** Where the visitor is in the four steps: a list with the current one marked for screen readers too. */
export function BookingSteps({ current }: { current: BookStep }) {
  const { booking } = useMessages();
  const names: Record<BookStep, string> = {
    where: booking.stepWhere,
    window: booking.stepWhen,
    details: booking.stepDetails,
    review: booking.stepConfirm,
  };
  const at = STEP_ORDER.indexOf(current);
  return (
    <ol className="booking-steps">
      {STEP_ORDER.map((step, index) => (
        <li
          key={step}
          className={index < at ? 'booking-steps__done' : index === at ? 'booking-steps__current' : undefined}
          aria-current={index === at ? 'step' : undefined}
        >
          <span className="booking-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="booking-steps__name">{names[step]}</span>
        </li>
      ))}
    </ol>
  );
}

import { CallToActions } from './CallToActions';
import { Icon } from '../icons';

/** The dark call-to-action band for urgent breakdowns. */
export function EmergencyBand() {
  return (
    <section className="band band--emergency" aria-labelledby="emergency-title">
      <div className="container band__inner">
        <div>
          <h2 id="emergency-title">
            <Icon name="bolt" />
            Appliance Emergency?
          </h2>
          <p>
            Water spreading across the kitchen floor, a freezer full of food warming up, a dryer that smells of burning:
            these can't wait for next week. Call us and we'll get a technician to you as fast as we can, seven days a
            week.
          </p>
        </div>
        <CallToActions onDark size="lg" />
      </div>
    </section>
  );
}

import { CallToActions } from './CallToActions';
import { Icon } from '../icons';
import { usePageMessages } from '../page-messages';

/** The dark call-to-action band for urgent breakdowns. */
export function EmergencyBand() {
  const { common } = usePageMessages();
  return (
    <section className="band band--emergency" aria-labelledby="emergency-title">
      <div className="container band__inner">
        <div>
          <h2 id="emergency-title">
            <Icon name="bolt" />
            {common.emergencyTitle}
          </h2>
          <p>{common.emergencyText}</p>
        </div>
        <CallToActions onDark size="lg" />
      </div>
    </section>
  );
}

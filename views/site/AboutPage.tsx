import { authorAnchor, blogAuthors, postsBy } from '../../data/blog';
import { business, credentials } from '../../data/business';
import { SectionHeading } from '../components/SectionHeading';
import { Stats } from '../components/cards/Stats';
import { CheckList } from '../components/cards/CheckList';
import { CtaPanel } from '../components/actions/CtaPanel';
import { HeroArt } from '../components/HeroArt';

/** A technician as customers may see them: the first name, their line, their photo (never e-mail or phone). */
export interface TeamMemberView {
  firstName: string;
  bio: string;
  photoUrl?: string;
}

export interface AboutPageProps {
  /** The active technicians, in the order they joined; the section is left out while there are none. */
  team: readonly TeamMemberView[];
}

const promises = [
  {
    title: 'We Show up When We Say We Will',
    text: 'You get a time window, a call when the technician is on the way, and a person on the phone if anything changes.',
  },
  {
    title: "We Tell You When a Repair Isn't Worth It",
    text: 'If a twelve-year-old washer needs a repair that costs more than half a new one, we say so, even though it means less work for us.',
  },
  {
    title: 'We Stand Behind the Work',
    text: `Every repair carries a ${business.warrantyDays}-day parts and labour warranty. If the same problem comes back in that time, we fix it at no charge.`,
  },
  {
    title: 'We Treat Your Home Like Ours',
    text: 'Shoe covers on, floors protected, old parts hauled away, and the appliance tested in front of you before we leave.',
  },
];

export function AboutPage({ team }: AboutPageProps) {
  return (
    <>
      <section className="page-hero" aria-labelledby="about-title">
        <div className="container page-hero__inner">
          <div>
            <p className="eyebrow eyebrow--light">About us</p>
            <h1 id="about-title">A DC Repair Company Built on Fixing It Right</h1>
            <p className="page-hero__lead">
              {business.name} has kept washers spinning, fridges cold and ovens baking across the capital region since{' '}
              {business.foundedYear}.
            </p>
          </div>
          <span className="page-hero__art">
            <HeroArt icon="technician" />
          </span>
        </div>
      </section>

      <OurStory />

      <OwnerAndLicences />

      <OurTeam team={team} />

      <section className="section section--tight" aria-labelledby="numbers-title">
        <div className="container">
          <h2 id="numbers-title">By the Numbers</h2>
          <Stats />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="promise-title">
        <div className="container">
          <SectionHeading id="promise-title" eyebrow="What to expect" title="Four Promises We Keep on Every Call" />
          <CheckList items={promises} />
        </div>
      </section>

      <OurAuthors />

      <CtaPanel id="about-cta-title" title="Something Not Working at Home?">
        Tell us what the appliance is doing and we'll get a technician to you, often the same day. We reply to every
        request within {business.replyWithin}.
      </CtaPanel>
    </>
  );
}

/** How the company started and grew, in three paragraphs. */
function OurStory() {
  return (
    <section className="section" aria-labelledby="story-title">
      <div className="container">
        <div className="prose">
          <SectionHeading id="story-title" title="Our Story" />
          <p>
            {business.name} started in {business.foundedYear} with one technician, one van and a simple idea: people in
            Washington DC deserved an appliance repair company that answered the phone, showed up on time and charged a
            fair price for honest work. Too many neighbours had waited a week for a no-show, or been told to buy a new
            refrigerator when a forty-dollar part would have done.
          </p>
          <p>
            Word got around. Row-house owners on Capitol Hill told their friends in Takoma Park; property managers in
            Silver Spring called us back for their next building; families in Bowie, Rockville and Columbia kept our
            number on the fridge. Today our licensed and insured technicians cover the whole metro area: the District
            and Prince George's, Montgomery and Howard counties.
          </p>
          <p>
            {business.customers} customers later, the idea hasn't changed. We diagnose before we quote, we quote before
            we repair, and we carry the common parts so most jobs are done in a single visit. Our{' '}
            {business.rating.value}-star rating across {business.rating.count} reviews comes from doing that, one
            kitchen and laundry room at a time.
          </p>
        </div>
      </div>
    </section>
  );
}

/** Who answers for the work, and the licences every visit is made under. */
function OwnerAndLicences() {
  return (
    <section className="section section--alt" aria-labelledby="owner-title">
      <div className="container">
        <SectionHeading id="owner-title" eyebrow="Who answers for the work" title="The Owner and Our Licences" />
        <div className="owner">
          <div className="card owner__card">
            <h3 className="card__title">{credentials.owner.name}</h3>
            <p className="author-card__role">
              {credentials.owner.role}, {business.name}
            </p>
            <p className="card__text">{credentials.owner.bio}</p>
          </div>
          <div className="owner__licences">
            <p>Every visit is made under these licences; quote them to the issuing office to check them.</p>
            <dl className="licences">
              {credentials.licences.map((licence) => (
                <div key={licence.number} className="licences__item">
                  <dt>
                    {licence.jurisdiction}: {licence.kind}
                  </dt>
                  <dd>
                    <strong className="nowrap">{licence.number}</strong>, {licence.authority}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The active technicians, each with a photo or their initial; left out while there are none. */
function OurTeam({ team }: AboutPageProps) {
  if (team.length === 0) return null;
  return (
    <section className="section" aria-labelledby="team-title">
      <div className="container">
        <SectionHeading id="team-title" eyebrow="Who comes to your door" title="Our Team">
          The technicians who visit our customers' homes, in their own words.
        </SectionHeading>
        <ul className="card-grid team-grid">
          {team.map((member, index) => (
            <li key={member.photoUrl ?? `${member.firstName}-${index}`} className="card team-card">
              {member.photoUrl ? (
                <img
                  src={member.photoUrl}
                  alt=""
                  width={120}
                  height={120}
                  loading="lazy"
                  decoding="async"
                  className="team-card__photo"
                />
              ) : (
                <span className="team-card__photo team-card__initial" aria-hidden="true">
                  {[...member.firstName][0]}
                </span>
              )}
              <h3 className="card__title">{member.firstName}</h3>
              <p className="author-card__role">Technician</p>
              {member.bio && <p className="card__text">{member.bio}</p>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The blog's authors, each with their count of articles and the latest one. */
function OurAuthors() {
  return (
    <section className="section" aria-labelledby="authors-title">
      <div className="container">
        <SectionHeading id="authors-title" eyebrow="From our blog" title="Who Writes Our Articles">
          Every article on our blog is written by someone from our own team.
        </SectionHeading>
        <ul className="card-grid author-grid">
          {Object.entries(blogAuthors).map(([name, role]) => {
            const written = postsBy(name);
            const latest = written[0];
            return (
              <li key={name} id={authorAnchor(name)} className="card author-card">
                <h3 className="card__title">{name}</h3>
                <p className="author-card__role">
                  {role}, {business.name}
                </p>
                {latest && (
                  <p className="card__text">
                    {written.length} {written.length === 1 ? 'article' : 'articles'}, the latest:{' '}
                    <a href={`/blog/${latest.slug}`}>{latest.title}</a>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

import { authorAnchor, blogAuthors, blogPostsIn, postsBy } from '../../data/blog';
import { business, businessText, credentials } from '../../data/business';
import { localePath } from '../../data/locale';
import { SectionHeading } from '../components/SectionHeading';
import { Stats } from '../components/cards/Stats';
import { CheckList } from '../components/cards/CheckList';
import { CtaPanel } from '../components/actions/CtaPanel';
import { HeroArt } from '../components/HeroArt';
import { useLocale } from '../components/locale';
import { usePageMessages } from '../components/page-messages';

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

export function AboutPage({ team }: AboutPageProps) {
  const locale = useLocale();
  const { about } = usePageMessages();
  const promises = [
    { title: about.onTimeTitle, text: about.onTimeText },
    { title: about.honestTitle, text: about.honestText },
    { title: about.warrantyTitle, text: about.warrantyText(business.warrantyDays) },
    { title: about.homeTitle, text: about.homeText },
  ];
  return (
    <>
      <section className="page-hero" aria-labelledby="about-title">
        <div className="container page-hero__inner">
          <div>
            <p className="eyebrow eyebrow--light">{about.eyebrow}</p>
            <h1 id="about-title">{about.heading}</h1>
            <p className="page-hero__lead">{about.lead(business.name, business.foundedYear)}</p>
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
          <h2 id="numbers-title">{about.numbersTitle}</h2>
          <Stats />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="promise-title">
        <div className="container">
          <SectionHeading id="promise-title" eyebrow={about.promiseEyebrow} title={about.promiseTitle} />
          <CheckList items={promises} />
        </div>
      </section>

      <OurAuthors />

      <CtaPanel id="about-cta-title" title={about.ctaTitle}>
        {about.ctaText(businessText(locale).replyWithin)}
      </CtaPanel>
    </>
  );
}

/** How the company started and grew, in three paragraphs. */
function OurStory() {
  const { about } = usePageMessages();
  return (
    <section className="section" aria-labelledby="story-title">
      <div className="container">
        <div className="prose">
          <SectionHeading id="story-title" title={about.storyTitle} />
          <p>{about.storyStart(business.name, business.foundedYear)}</p>
          <p>{about.storyGrowth}</p>
          <p>{about.storyToday(business.customers, business.rating.value, business.rating.count)}</p>
        </div>
      </div>
    </section>
  );
}

/** Who answers for the work, and the licences every visit is made under. */
function OwnerAndLicences() {
  const { about } = usePageMessages();
  const { owner } = businessText(useLocale());
  return (
    <section className="section section--alt" aria-labelledby="owner-title">
      <div className="container">
        <SectionHeading id="owner-title" eyebrow={about.ownerEyebrow} title={about.ownerTitle} />
        <div className="owner">
          <div className="card owner__card">
            <h3 className="card__title">{credentials.owner.name}</h3>
            <p className="author-card__role">
              {owner.role}, {business.name}
            </p>
            <p className="card__text">{owner.bio}</p>
          </div>
          <div className="owner__licences">
            <p>{about.licencesIntro}</p>
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
  const { about } = usePageMessages();
  if (team.length === 0) return null;
  return (
    <section className="section" aria-labelledby="team-title">
      <div className="container">
        <SectionHeading id="team-title" eyebrow={about.teamEyebrow} title={about.teamTitle}>
          {about.teamIntro}
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
              <p className="author-card__role">{about.technician}</p>
              {member.bio && <p className="card__text">{member.bio}</p>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The blog's authors, each with their count of articles in the page's language and the latest one. */
function OurAuthors() {
  const locale = useLocale();
  const { about } = usePageMessages();
  return (
    <section className="section" aria-labelledby="authors-title">
      <div className="container">
        <SectionHeading id="authors-title" eyebrow={about.authorsEyebrow} title={about.authorsTitle}>
          {about.authorsIntro}
        </SectionHeading>
        <ul className="card-grid author-grid">
          {Object.entries(blogAuthors).map(([name, role]) => {
            const written =
              locale === 'en' ? postsBy(name) : blogPostsIn(locale).filter((post) => post.author === name);
            const latest = written[0];
            return (
              <li key={name} id={authorAnchor(name)} className="card author-card">
                <h3 className="card__title">{name}</h3>
                <p className="author-card__role">
                  {about.authorRole(role)}, {business.name}
                </p>
                {latest && (
                  <p className="card__text">
                    {about.authorArticles(written.length)}{' '}
                    <a href={localePath(locale, `/blog/${latest.slug}`)}>{latest.title}</a>
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

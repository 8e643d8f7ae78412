import type { TeamMember, TeamPhoto } from '@workshop/domain';
import { useWorkshopProfile } from '../../api/public-profile';
import { container } from '../../design/recipes.css';
import { SectionHead } from './SectionHead';
import { SECTION_IDS } from './section-ids';
import * as section from './section.css';
import * as styles from './about.css';

/** "Maya Thornton" becomes "MT": the mark beside a name while the team has no photographs. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined]
    .map((word) => (word ? Array.from(word)[0] : ''))
    .join('');
  return letters.toUpperCase();
}

/** The avatar's size on screen, in CSS pixels (about.css's `avatar`). */
const AVATAR_PX = 64;

/**
 * The photo's addresses: of the widths the server serves (never wider than the photo), a 64 px
 * avatar needs at most the 480 on a 3x screen, the 960 beyond.
 */
function teamPhotoSources(photo: TeamPhoto) {
  const url = `/api/workshop-profile/team-photos/${photo.id}`;
  const small = `${url}?w=480 ${Math.min(480, photo.width)}w`;
  return {
    src: `${url}?w=480`,
    srcSet: photo.width > 480 ? `${small}, ${url} ${Math.min(960, photo.width)}w` : small,
  };
}

function Member({ member }: { member: TeamMember }) {
  return (
    <li className={styles.member}>
      {member.photo ? (
        <img
          className={styles.avatar}
          {...teamPhotoSources(member.photo)}
          sizes={`${AVATAR_PX}px`}
          width={AVATAR_PX}
          height={AVATAR_PX}
          alt={member.name}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.initials} aria-hidden="true">
          {initials(member.name)}
        </span>
      )}
      <span>
        <span className={styles.memberName}>{member.name}</span>
        <span className={styles.memberRole}>{member.role}</span>
      </span>
    </li>
  );
}

/**
 * Who makes the piece and what the workshop promises, in the owner's own words from the
 * admin panel. A fresh install has none of them, so the section is simply not there and the
 * landing reads as it always has.
 */
export function About() {
  const { name, about, team, carePromise } = useWorkshopProfile();
  if (!about && team.length === 0 && !carePromise) return null;
  const paragraphs = about.split(/\n\s*\n/).filter((text) => text.trim() !== '');
  return (
    <section
      id={SECTION_IDS.about}
      className={`${section.section} ${section.sunken}`}
      aria-labelledby={SECTION_IDS.aboutHeading}
    >
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.story}>
          <SectionHead
            id={SECTION_IDS.aboutHeading}
            eyebrow="About the Workshop"
            title={`Who Makes Your Piece at ${name}`}
            compact
          />
          {paragraphs.map((text, index) => (
            <p key={index} className={styles.text}>
              {text}
            </p>
          ))}
          {team.length > 0 && (
            <ul className={styles.team} aria-label="The team">
              {team.map((member, index) => (
                <Member key={index} member={member} />
              ))}
            </ul>
          )}
        </div>
        {carePromise && (
          <aside className={styles.promise} aria-labelledby="care-promise-heading">
            <h3 id="care-promise-heading" className={styles.promiseTitle}>
              Care and Warranty
            </h3>
            {carePromise
              .split(/\n\s*\n/)
              .filter((text) => text.trim() !== '')
              .map((text, index) => (
                <p key={index} className={styles.text}>
                  {text}
                </p>
              ))}
          </aside>
        )}
      </div>
    </section>
  );
}

import type { TeamMember } from '@workshop/domain';
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

function Member({ member }: { member: TeamMember }) {
  return (
    <li className={styles.member}>
      <span className={styles.initials} aria-hidden="true">
        {initials(member.name)}
      </span>
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

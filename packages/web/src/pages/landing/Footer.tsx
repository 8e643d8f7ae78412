import { LANDING_MATERIALS, SERVICES } from '@workshop/domain';
import { container } from '../../design/recipes.css';
import * as styles from './footer.css';
import { useWorkshopProfile } from '../../api/public-profile';

export function Footer() {
  const business = useWorkshopProfile();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <div className={styles.columns}>
          <div className={styles.brand}>
            <p className={styles.name}>{business.name}</p>
            <p>{business.tagline}</p>
          </div>
          <div>
            <h2 className={styles.heading}>Services</h2>
            <ul className={styles.list}>
              {SERVICES.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>Materials</h2>
            <ul className={styles.list}>
              {LANDING_MATERIALS.map((material) => (
                <li key={material}>{material}</li>
              ))}
            </ul>
          </div>
        </div>
        <div className={styles.bottom}>
          {/* Prerendered at build time: a page built last December may say last year at first. */}
          <p suppressHydrationWarning>
            © {year} {business.name}. All rights reserved.
          </p>
          <p>
            Handcrafted in {business.address.city}, {business.address.region}
          </p>
        </div>
      </div>
    </footer>
  );
}

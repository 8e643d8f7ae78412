import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isStatus } from '../../api/errors';
import { useUnreadCounts } from '../../api/messages';
import { useProjects } from '../../api/projects';
import { container } from '../../design/recipes.css';
import { RequireCustomer } from '../../features/session/RequireCustomer';
import { useCustomerSession } from '../../features/session/use-customer-session';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { DashboardHeader } from './DashboardHeader';
import { ProjectCard } from './ProjectCard';
import * as styles from './dashboard-page.css';
import { useWorkshopProfile } from '../../api/public-profile';

export default function DashboardPage() {
  return (
    <RequireCustomer page="dashboard">
      <Dashboard />
    </RequireCustomer>
  );
}

function Dashboard() {
  const business = useWorkshopProfile();
  const session = useCustomerSession();
  const navigate = useNavigate();
  const email = session.email ?? '';
  const projects = useProjects(email);
  const unread = useUnreadCounts('customer');

  // The server has the last word: a temporary-password session is sent to change it (a session
  // it no longer knows, a 401, is ended by the query client).
  useEffect(() => {
    if (isStatus(projects.error, 403)) navigate('/change-password', { replace: true });
  }, [projects.error, navigate]);

  const list = projects.data ?? [];
  const count = list.length;

  return (
    <div className={styles.page}>
      <DashboardHeader email={email} onSignOut={session.signOut} />

      <main className={`${container} ${styles.main}`}>
        <div className={styles.intro}>
          <div>
            <div className={styles.titleRow}>
              <h1 className={styles.title}>My Projects</h1>
              {!projects.isLoading && count > 0 && (
                <span className={styles.countBadge} data-testid="project-count">
                  {count} {count === 1 ? 'Project' : 'Projects'}
                </span>
              )}
            </div>
            <p className={styles.lead}>
              Follow each piece from request to delivery: quotes, approvals and messages with our
              team, all in one place.
            </p>
          </div>
          <div className={styles.actions}>
            <Button asChild tone="ghost" size="sm">
              <Link to="/change-password">Change Password</Link>
            </Button>
            {count > 0 && (
              <Button asChild size="sm">
                <Link to="/customize">
                  <Icon name="plus" size={16} />
                  New Request
                </Link>
              </Button>
            )}
          </div>
        </div>

        {projects.isLoading ? (
          <div className={styles.stateBox} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <p className={styles.stateText}>Loading your projects...</p>
          </div>
        ) : projects.isError ? (
          <div className={styles.stateBox} role="alert">
            <span className={styles.stateIcon}>
              <Icon name="alert" size={28} />
            </span>
            <h2 className={styles.stateTitle}>We couldn't load your projects</h2>
            <p className={styles.stateText}>Please check your connection and try again.</p>
            <Button onClick={() => void projects.refetch()}>Try Again</Button>
          </div>
        ) : count === 0 ? (
          <div className={styles.stateBox}>
            <span className={styles.stateIcon}>
              <Icon name="sparkle" size={28} />
            </span>
            <h2 className={styles.stateTitle}>No Projects Yet</h2>
            <p className={styles.stateText}>
              When you send us a request, it appears here with its quote, status and messages.
            </p>
            <Button asChild size="lg">
              <Link to="/customize">Submit Your First Request</Link>
            </Button>
          </div>
        ) : (
          <ul className={styles.list} aria-label="Your projects">
            {list.map((project) => (
              <li key={project.id}>
                <ProjectCard
                  project={project}
                  unread={unread.countFor(project.id)}
                  customerEmail={email}
                />
              </li>
            ))}
          </ul>
        )}

        <p className={styles.contactLine}>
          <Icon name="message" size={16} />
          <span>Questions about a project?</span>
          <span>
            Call <a href={`tel:${business.phone.replace(/[^\d+]/g, '')}`}>{business.phone}</a> or
            email <a href={`mailto:${business.email}`}>{business.email}</a>
          </span>
        </p>
      </main>
    </div>
  );
}

import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { RequestConfirmation } from '../../features/request-confirmation/RequestConfirmation';
import { readSentRequest, sentRequestOf } from '../../features/request-confirmation/sent-request';
import * as styles from './request-sent.css';
import { useWorkshopProfile } from '../../api/public-profile';

/**
 * /request-sent: the confirmation of the last request on a page of its own, the link a
 * confirmation on / offers to keep (the tab's storage holds it through a reload).
 */
export default function RequestSentPage() {
  const business = useWorkshopProfile();
  const { state } = useLocation();
  const sent = sentRequestOf(state) ?? readSentRequest();
  return (
    <main className={styles.page}>
      <title>{`Request sent · ${business.name}`}</title>
      <RequestConfirmation sent={sent} heading="h1">
        <Button asChild size="lg" tone="secondary">
          <Link to="/">Back to Home</Link>
        </Button>
      </RequestConfirmation>
    </main>
  );
}

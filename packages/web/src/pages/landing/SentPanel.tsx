import { useNavigate } from 'react-router-dom';
import { container } from '../../design/recipes.css';
import { Button } from '../../ui/Button';
import { RequestConfirmation } from '../../features/request-confirmation/RequestConfirmation';
import type { SentRequest } from '../../features/request-confirmation/sent-request';
import * as styles from './sent-panel.css';

/**
 * The top of / after the wizard's submit (spec: "After successful final submission the user
 * goes to /"): the request's confirmation, until the visitor closes it. A reload keeps it (it
 * rides on the history entry); /request-sent keeps it for later.
 */
export default function SentPanel({ sent }: { readonly sent: SentRequest }) {
  const navigate = useNavigate();
  return (
    <section className={styles.band} aria-label="Your request">
      <div className={`${container} ${styles.inner}`}>
        <RequestConfirmation sent={sent}>
          <Button
            size="lg"
            tone="secondary"
            onClick={() => void navigate('/', { replace: true, state: null })}
          >
            Close
          </Button>
        </RequestConfirmation>
      </div>
    </section>
  );
}

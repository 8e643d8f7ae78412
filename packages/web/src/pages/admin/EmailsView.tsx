import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { useEmailCounts, type EmailView } from '../../api/admin-emails';
import { visuallyHidden } from '../../design/recipes.css';
import { EMAIL_TABS } from './email-labels';
import { EmailList } from './EmailList';
import * as tabs from './request-tabs.css';

/**
 * The Emails view: what did not arrive (Failed), what the mail system has not taken yet
 * (Delayed) and what went (Sent), each newest first, with Send again where it can help.
 */
export function EmailsView() {
  const [view, setView] = useState<EmailView>('failed');
  const counts = useEmailCounts();
  return (
    <section aria-labelledby="emails-heading">
      <h2 id="emails-heading" className={visuallyHidden}>
        Emails
      </h2>
      <Tabs.Root value={view} onValueChange={(value) => setView(value as EmailView)}>
        <Tabs.List className={tabs.tabsList} aria-label="Emails by state">
          {EMAIL_TABS.map((tab) => (
            <Tabs.Trigger key={tab.view} value={tab.view} className={tabs.tabTrigger}>
              {tab.label}
              {tab.count && <span className={tabs.tabCount}>{counts[tab.count]}</span>}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {EMAIL_TABS.map((tab) => (
          <Tabs.Content key={tab.view} value={tab.view} className={tabs.tabPanel}>
            <EmailList tab={tab} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import type { StaffRole } from '@workshop/domain';
import { errorMessage } from '../../api/errors';
import {
  useInviteStaff,
  useRemoveStaff,
  useSetOwnerPasskey,
  useTeam,
  type StaffMember,
} from '../../api/staff';
import { useSession } from '../../api/session';
import { ConfirmDialog } from '../../ui/AlertDialog';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import * as styles from './team-view.css';

const ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  owner: 'Owner (team, settings, prices)',
  staff: 'Staff (requests)',
};

const failed = (title: string) => (cause: unknown) =>
  toast({ title, description: errorMessage(cause, title), variant: 'destructive' });

/**
 * The owner's view of the team: invite by email (they get a link to choose their password),
 * remove (their sessions end at once), and the passkey of /admin-login on or off.
 */
export function TeamView() {
  const team = useTeam();
  const me = useSession({ side: 'admin' }).data?.email ?? null;
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const invite = useInviteStaff({
    onSuccess: ({ message }) => {
      toast({ title: 'Invitation sent', description: message });
      setEmail('');
      setName('');
    },
    onError: failed('Invitation not sent'),
  });
  const [leaving, setLeaving] = useState<StaffMember | null>(null);
  const remove = useRemoveStaff({
    onSuccess: ({ message }) => {
      setLeaving(null);
      toast({ title: 'Removed', description: message });
    },
    onError: failed('Not removed'),
  });
  const passkey = useSetOwnerPasskey({ onError: failed('Passkey unchanged') });

  const onInvite = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    invite.mutate({ email, name, role });
  };

  return (
    <section aria-labelledby="team-heading" className={styles.view}>
      <h2 id="team-heading" className={styles.heading}>
        Team
      </h2>
      {team.isPending && <p className={styles.muted}>Loading the team...</p>}
      {team.isError && (
        <p role="alert">{errorMessage(team.error, 'The team could not be loaded')}</p>
      )}
      {team.data && (
        <ul className={styles.members}>
          {team.data.members.length === 0 && (
            <li className={styles.muted}>Nobody yet: invite the people who work with you.</li>
          )}
          {team.data.members.map((member) => (
            <li key={member.id} className={styles.member}>
              <div>
                <strong>{member.name}</strong>
                <span className={styles.muted}> · {member.email}</span>
                <div className={styles.muted}>
                  {member.role === 'owner' ? 'Owner' : 'Staff'} ·{' '}
                  {member.status === 'active' ? 'Active' : 'Invited'}
                </div>
              </div>
              {member.email !== me && (
                <Button
                  tone="secondary"
                  onClick={() => setLeaving(member)}
                  disabled={remove.isPending}
                  aria-label={`Remove ${member.name}`}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form className={styles.invite} onSubmit={onInvite} noValidate aria-label="Invite">
        <h3 className={styles.subheading}>Invite someone</h3>
        <TextField
          label="Name"
          name="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label="Role"
          name="role"
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        >
          {(Object.keys(ROLE_LABELS) as StaffRole[]).map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send Invitation'}
        </Button>
      </form>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={`Remove ${leaving?.name ?? ''}?`}
        description="They are signed out everywhere at once and can no longer sign in. What they did stays in the activity log under their name."
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={() => leaving && remove.mutate(leaving)}
      />
      {team.data && (
        <div className={styles.passkey}>
          <h3 className={styles.subheading}>Owner passkey</h3>
          <p className={styles.muted}>
            {team.data.ownerPasskeyEnabled
              ? 'The passkey on the admin login still opens the panel. Turn it off once an owner account can sign in.'
              : 'The passkey is off: everyone signs in with their email and password.'}
          </p>
          <Button
            tone="secondary"
            disabled={passkey.isPending}
            onClick={() => passkey.mutate(!team.data.ownerPasskeyEnabled)}
          >
            {team.data.ownerPasskeyEnabled ? 'Turn Passkey Off' : 'Turn Passkey On'}
          </Button>
        </div>
      )}
    </section>
  );
}

import { useState } from 'react';
import type { TeamMember } from '@workshop/domain';
import { errorMessage } from '../../api/errors';
import { useChangeTeamPhoto } from '../../api/workshop-profile';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import * as styles from './workshop-view.css';

/**
 * A saved team member's photo: chosen, it is sent at once (a new version of the profile); the
 * one shown can be taken off, and the landing shows the member's initials again. `unsaved`
 * holds it back while the form has changes, which the new version would otherwise drop.
 */
export function TeamPhotoField({
  member,
  number,
  unsaved,
}: {
  member: TeamMember;
  /** The member's place in the saved team, from 1. */
  number: number;
  unsaved: boolean;
}) {
  const [inputKey, setInputKey] = useState(0);
  const change = useChangeTeamPhoto({
    onSuccess: ({ message }) => toast({ title: message }),
    onError: (cause) =>
      toast({
        title: 'Photo not changed',
        description: errorMessage(cause, 'The photo could not be changed'),
        variant: 'destructive',
      }),
  });
  const who = member.name || `person ${number}`;
  const inputId = `team-photo-${number}`;
  return (
    <div className={styles.photo}>
      {member.photo && (
        <img
          className={styles.photoPreview}
          src={`/api/workshop-profile/team-photos/${member.photo.id}?w=480`}
          width={48}
          height={48}
          alt={member.name}
        />
      )}
      <label htmlFor={inputId} className={styles.photoLabel}>
        {member.photo ? `New photo of ${who}` : `Photo of ${who}`}
      </label>
      <input
        key={inputKey}
        id={inputId}
        className={styles.photoInput}
        type="file"
        accept="image/jpeg,image/png,image/gif"
        disabled={unsaved || change.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) change.mutate({ kind: 'upload', member: number, file });
          setInputKey((key) => key + 1);
        }}
      />
      {member.photo && (
        <Button
          tone="secondary"
          size="sm"
          disabled={unsaved || change.isPending}
          onClick={() => change.mutate({ kind: 'remove', member: number })}
        >
          Remove photo of {who}
        </Button>
      )}
      {unsaved && <p className={styles.muted}>Save your changes to change photos.</p>}
    </div>
  );
}

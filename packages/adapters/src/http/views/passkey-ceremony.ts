import type { StartedCeremony } from '@workshop/application';
import type { Schema } from '../answers';

/** A started ceremony: the id to finish it with, and the options for navigator.credentials. */
export const ceremonyView = (started: StartedCeremony): Schema<'PasskeyCeremony'> => ({
  challengeId: started.challengeId,
  options: started.options,
});

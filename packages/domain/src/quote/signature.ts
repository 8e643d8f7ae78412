/** A name as a signature compares it: case, repeated spaces and compatibility forms aside. */
function comparable(name: string): string {
  return name.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

/**
 * A typed signature stands for the person on the project only if it is their name: "Maya" does
 * not sign for "Maya Thornton", while "maya  thornton" does.
 */
export function signatureMatches(typed: string, projectName: string): boolean {
  return comparable(typed) === comparable(projectName);
}

export function signatureMismatchMessage(projectName: string): string {
  return `Please type your full name as it is on the project: ${projectName}`;
}
